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

  constructor(private readonly gauges: { openSockets: () => number; connectedDevices: () => number; deviceQueues: () => number; queuedBytes: () => number }) {}

  countRequest(method: string, route: string, status: number): void {
    const key = `method="${method}",route="${route.replaceAll('"', '\\"')}",status="${status}"`;
    this.requests.set(key, (this.requests.get(key) ?? 0) + 1);
  }

  render(): string {
    const lines = [
      '# HELP arc_websockets_open Open websocket connections.',
      '# TYPE arc_websockets_open gauge',
      `arc_websockets_open ${this.gauges.openSockets()}`,
      '# HELP arc_devices_connected Distinct device tokens with an open websocket.',
      '# TYPE arc_devices_connected gauge',
      `arc_devices_connected ${this.gauges.connectedDevices()}`,
      '# HELP arc_push_device_queues Push queues of registered devices, kept while a socket uses them and a while after.',
      '# TYPE arc_push_device_queues gauge',
      `arc_push_device_queues ${this.gauges.deviceQueues()}`,
      '# HELP arc_push_queued_bytes Bytes of unacknowledged pushes held for all operators.',
      '# TYPE arc_push_queued_bytes gauge',
      `arc_push_queued_bytes ${this.gauges.queuedBytes()}`,
      '# HELP arc_http_requests_total HTTP requests by route and status.',
      '# TYPE arc_http_requests_total counter',
      ...[...this.requests].map(([labels, n]) => `arc_http_requests_total{${labels}} ${n}`),
      '# HELP arc_pushes_sent_total Push messages sent (including resends).',
      '# TYPE arc_pushes_sent_total counter',
      `arc_pushes_sent_total ${this.pushesSent}`,
      '# HELP arc_pushes_acked_total Push messages acknowledged by clients.',
      '# TYPE arc_pushes_acked_total counter',
      `arc_pushes_acked_total ${this.pushesAcked}`,
      '# HELP arc_alarms_ingested_total Alarms raised through the ingest API.',
      '# TYPE arc_alarms_ingested_total counter',
      `arc_alarms_ingested_total ${this.alarmsIngested}`,
      '# HELP arc_login_lockouts_total Addresses locked out of a user after too many failed logins.',
      '# TYPE arc_login_lockouts_total counter',
      `arc_login_lockouts_total ${this.loginLockouts}`,
      '# HELP arc_cluster_events_received_total Pushes other server instances announced through the database.',
      '# TYPE arc_cluster_events_received_total counter',
      `arc_cluster_events_received_total ${this.clusterEventsReceived}`,
      '# HELP arc_cluster_notify_lag_ms From another instance announcing a push to its arrival here (the last one).',
      '# TYPE arc_cluster_notify_lag_ms gauge',
      `arc_cluster_notify_lag_ms ${this.clusterNotifyLagMs}`,
    ];
    return `${lines.join('\n')}\n`;
  }
}
