/**
 * With WORKERS, the request for /metrics reaches one worker, but the figures are the whole
 * server's: the worker asks the primary, which gathers every worker's registry through
 * prom-client's AggregatorRegistry (counters and histograms summed) and sends back the text.
 */
import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry, type Registry } from 'prom-client';

const ASK = 'metrics:ask';
const ANSWER = 'metrics:answer';
const ANSWER_WITHIN_MS = 6000;

interface Ask {
  type: typeof ASK;
  id: string;
}
interface Answer {
  type: typeof ANSWER;
  id: string;
  text?: string;
  error?: string;
}

const isMessage = <T extends Ask | Answer>(message: unknown, type: T['type']): message is T =>
  typeof message === 'object' && message !== null && Reflect.get(message, 'type') === type;

/** In the primary: answers workers' requests with every worker's figures. */
export function answerMetricsAsks(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: unknown) => {
    if (!isMessage<Ask>(message, ASK)) return;
    const reply = (answer: Omit<Answer, 'type' | 'id'>) => {
      if (worker.isConnected()) worker.send({ type: ANSWER, id: message.id, ...answer });
    };
    aggregator.clusterMetrics().then(
      (text) => reply({ text }),
      (error: unknown) => reply({ error: String(error) }),
    );
  });
}

/** In a worker: offers `registry` to the primary's gathering. */
export function shareWithPrimary(registry: Registry): void {
  AggregatorRegistry.setRegistries([registry]);
  // Its constructor sets up the worker's answer to the primary's gathering.
  new AggregatorRegistry();
}

/** In a worker: the whole server's figures, from the primary. */
export function askPrimary(): Promise<string> {
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const heard = (message: unknown) => {
      if (!isMessage<Answer>(message, ANSWER) || message.id !== id) return;
      done();
      if (message.text !== undefined) resolve(message.text);
      else reject(new Error(`the primary could not gather the workers' metrics: ${message.error}`));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error('the primary did not answer for the metrics'));
    }, ANSWER_WITHIN_MS);
    const done = () => {
      clearTimeout(timer);
      process.off('message', heard);
    };
    process.on('message', heard);
    process.send?.({ type: ASK, id } satisfies Ask);
  });
}
