import { Navigation } from '../../../contract/projects.ts';
import { OperatorCurrent } from '../../../contract/sign-in.ts';
import { useCached } from '../../lib/cache/use-cached.ts';
import { navModel, type NavModel } from './nav-items.ts';

/**
 * What the operator may open, from their grants (`home/navigation`, with the company on screen
 * when an installation admin opened another one) and their installation admin flag.
 */
export function useNavModel(onScreen?: string): NavModel {
  const admin = useCached(OperatorCurrent).data?.entity.installation_admin ?? false;
  const navigation = useCached(Navigation, onScreen ? { current: onScreen } : {}).data;
  return navModel({ companies: navigation?.companies ?? [], judge: navigation?.judge ?? false, admin });
}
