import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { closeTarget } from '../../domain/alarm-controls.ts';
import { toMillis } from '../../domain/time.ts';

/** Closing an alarm (DETAIL-23): back to the planning view when it is a planned alarm, else to the dashboard. */
export function useCloseAlarm(alarm: { PlannedTime?: string | null } | null | undefined): () => void {
  const navigate = useNavigate();
  const planned = toMillis(alarm?.PlannedTime) !== undefined;
  return useCallback(() => navigate(closeTarget(planned)), [navigate, planned]);
}
