import { useParams } from 'react-router-dom';
import { SubmissionsScreen } from './submissions-screen.tsx';

/** The submissions of one block of a form (`block-<key>` in the address): the table's field columns are that block's. */
export function BlockSubmissionsPage() {
  const { block } = useParams();
  return <SubmissionsScreen key={block} blockParam={block ?? ''} />;
}
