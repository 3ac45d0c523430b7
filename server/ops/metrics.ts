/** One unlabelled series in the Prometheus text format. */
function metric(name: string, type: 'gauge' | 'counter', help: string, value: number): string[] {
  return [`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`, `${name} ${value}`];
}

/** Counters and gauges exposed at GET /metrics in the Prometheus text format. */
export class Metrics {
  private readonly requests = new Map<string, number>();
  pushesSent = 0;
  pushesAcked = 0;
  alarmsIngested = 0;
  loginLockouts = 0;
  /** Events other instances announced (PostgreSQL's LISTEN/NOTIFY) and the lag of the last one. */
  clusterEventsReceived = 0;
  clusterNotifyLagMs = 0;
  /** Events turned into pushes for this instance's sockets, and the milliseconds that took (rows read, frames written). */
  fanouts = 0;
  fanoutMs = 0;

  constructor(private readonly gauges: { openSockets: () => number; connectedDevices: () => number; deviceQueues: () => number; queuedBytes: () => number }) {}

  countRequest(method: string, route: string, status: number): void {
    const key = `method="${method}",route="${route.replaceAll('"', '\\"')}",status="${status}"`;
    this.requests.set(key, (this.requests.get(key) ?? 0) + 1);
  }

  render(): string {
    const lines = [
      ...metric('arc_websockets_open', 'gauge', 'Open websocket connections.', this.gauges.openSockets()),
      ...metric('arc_devices_connected', 'gauge', 'Distinct device tokens with an open websocket.', this.gauges.connectedDevices()),
      ...metric('arc_push_device_queues', 'gauge', 'Push queues of registered devices, kept while a socket uses them and a while after.', this.gauges.deviceQueues()),
      ...metric('arc_push_queued_bytes', 'gauge', 'Bytes of unacknowledged pushes held for all operators.', this.gauges.queuedBytes()),
      '# HELP arc_http_requests_total HTTP requests by route and status.',
      '# TYPE arc_http_requests_total counter',
      ...[...this.requests].map(([labels, n]) => `arc_http_requests_total{${labels}} ${n}`),
      ...metric('arc_pushes_sent_total', 'counter', 'Push messages sent (including resends).', this.pushesSent),
      ...metric('arc_pushes_acked_total', 'counter', 'Push messages acknowledged by clients.', this.pushesAcked),
      ...metric('arc_alarms_ingested_total', 'counter', 'Alarms raised through the ingest API.', this.alarmsIngested),
      ...metric('arc_login_lockouts_total', 'counter', 'Addresses locked out of a user after too many failed logins.', this.loginLockouts),
      ...metric('arc_push_fanout_total', 'counter', "Events fanned out to this instance's sockets (its own and other instances').", this.fanouts),
      ...metric('arc_push_fanout_ms_total', 'counter', 'Milliseconds spent on those fan-outs (divided by arc_push_fanout_total: the mean).', Math.round(this.fanoutMs)),
      ...metric('arc_cluster_events_received_total', 'counter', 'Pushes other server instances announced through the database.', this.clusterEventsReceived),
      ...metric('arc_cluster_notify_lag_ms', 'gauge', 'From another instance announcing a push to its arrival here (the last one).', this.clusterNotifyLagMs),
    ];
    return `${lines.join('\n')}\n`;
  }
}
