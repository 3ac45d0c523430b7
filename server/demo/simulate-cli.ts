// npm run simulate -- --rate 5 --seconds 60 --url http://127.0.0.1:8080 --key demo-ingest-key   (--dc09: over DC-09; --help lists them)
import { parseArgs } from 'node:util';
import { API_KEY_HEADER, endpoints } from '../../src/contract/index.ts';
import { createRandom } from './demo-people.ts';
import { SIMULATE_OPTIONS, dc09Port, serverUrl, simulateHelp } from './simulate-options.ts';
import { simulateDc09 } from './simulate-dc09.ts';
import { simulatedAlarm } from './simulator.ts';

const { values } = parseArgs({ options: SIMULATE_OPTIONS });
if (values.help) {
  console.log(simulateHelp());
  process.exit(0);
}
const rate = Number(values.rate);
const seconds = Number(values.seconds);
if (!(rate > 0) || !(seconds > 0)) {
  console.error('--rate (alarms per second) and --seconds must be positive numbers');
  process.exit(2);
}
if (values.dc09) {
  const port = values['dc09-port'] ? Number(values['dc09-port']) : dc09Port(process.env);
  const answers = await simulateDc09({ host: values['dc09-host'], tcpPort: port, udpPort: Number(process.env.ARC_DC09_UDP_PORT || port), rate, seconds });
  console.log(`done: answers ${JSON.stringify(answers)}`);
  process.exit(0);
}
const random = createRandom(Date.now() % 100_000);
const endpoint = new URL(endpoints.ingestAlarm.path, values.url || serverUrl(process.env)).toString();
let sent = 0;
let failed = 0;
const started = Date.now();
const timer = setInterval(() => {
  if (Date.now() - started >= seconds * 1000) {
    clearInterval(timer);
    console.log(`done: ${sent} alarms raised, ${failed} failed`);
    return;
  }
  fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [API_KEY_HEADER]: values.key },
    body: JSON.stringify(simulatedAlarm(random)),
  })
    .then(async (response) => {
      if (response.ok) sent += 1;
      else {
        failed += 1;
        console.error(`ingest answered ${response.status}: ${await response.text()}`);
      }
    })
    .catch((error: unknown) => {
      failed += 1;
      console.error(`ingest failed: ${String(error)}`);
    });
}, 1000 / rate);
