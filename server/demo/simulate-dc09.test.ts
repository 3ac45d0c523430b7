import { expect, test } from 'vitest';
import { startTestServer } from '../test-support/test-server.ts';
import { simulateDc09 } from './simulate-dc09.ts';

test('dc09 demo: the simulator\'s units (one encrypted) are all acknowledged over TCP and UDP by the demo receiver', async () => {
  const server = await startTestServer({ dc09: { tcpPort: 0, udpPort: 0, supervisionCheckMs: 0 } });
  try {
    const { tcpPort, udpPort } = server.app.dc09;
    const answers = await simulateDc09({ host: '127.0.0.1', tcpPort: tcpPort!, udpPort: udpPort!, rate: 50, seconds: 0.4 });
    expect(answers).toEqual({ ACK: 20 });
  } finally {
    await server.close();
  }
});
