import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Logout } from '../../contract/accounting.ts';
import { call } from '../lib/api.ts';
import { LOGIN_PATH } from '../lib/next-path.ts';

/** Signs out on the server, then opens the login page; `leaving` is true in between. */
export function useLogout(): { leaving: boolean; logout: () => Promise<void> } {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const logout = async () => {
    setLeaving(true);
    await call(Logout);
    await navigate(LOGIN_PATH, { replace: true });
  };
  return { leaving, logout };
}
