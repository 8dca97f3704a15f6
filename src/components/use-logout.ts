import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LOGIN_PATH } from '../lib/next-path.ts';
import { signOut } from '../lib/session.ts';

/** Signs out on the server and forgets the cached data, then opens the login page; `leaving` is true in between. */
export function useLogout(): { leaving: boolean; logout: () => Promise<void> } {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const logout = async () => {
    setLeaving(true);
    await signOut();
    await navigate(LOGIN_PATH, { replace: true });
  };
  return { leaving, logout };
}
