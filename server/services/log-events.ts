/**
 * (PredefinedId, LogEventCode) of the log rows the server writes. The console reads 2/1 as the reason, 2/2 as the
 * action, 2/8 as the reminder line and highlights 7/29; the other pairs are this server's own numbering of events.
 */
export const LogEvent = {
  received: { PredefinedId: 1, LogEventCode: 0 },
  reason: { PredefinedId: 2, LogEventCode: 1 },
  action: { PredefinedId: 2, LogEventCode: 2 },
  reminder: { PredefinedId: 2, LogEventCode: 8 },
  accepted: { PredefinedId: 3, LogEventCode: 3 },
  takenOver: { PredefinedId: 3, LogEventCode: 4 },
  acknowledged: { PredefinedId: 3, LogEventCode: 5 },
  cleared: { PredefinedId: 3, LogEventCode: 6 },
  notifyIn: { PredefinedId: 3, LogEventCode: 7 },
  delivered: { PredefinedId: 3, LogEventCode: 9 },
  operatorInformation: { PredefinedId: 3, LogEventCode: 10 },
  userChanged: { PredefinedId: 3, LogEventCode: 11 },
  sharedSwapped: { PredefinedId: 3, LogEventCode: 12 },
  responseCenterComment: { PredefinedId: 3, LogEventCode: 13 },
  informationRequest: { PredefinedId: 3, LogEventCode: 14 },
  transferred: { PredefinedId: 3, LogEventCode: 15 },
  resourceCalled: { PredefinedId: 3, LogEventCode: 16 },
  resourceRecalled: { PredefinedId: 3, LogEventCode: 17 },
  incidentReport: { PredefinedId: 3, LogEventCode: 18 },
  note: { PredefinedId: 4, LogEventCode: 20 },
  realarm: { PredefinedId: 7, LogEventCode: 29 },
} as const;

export type LogEventName = keyof typeof LogEvent;
