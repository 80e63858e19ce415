import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/** 'Closing goes back one step in history', or home when the page was opened directly. */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate('/', { replace: true });
  }, [navigate]);
}
