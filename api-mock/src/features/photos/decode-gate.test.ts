/** @jest-environment node */
import { createDecodeGate, GateBusyError } from './decode-gate.js';

/** A job that runs until the test lets it finish. */
function heldJob() {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  let started = false;
  const done = new Promise<string>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return {
    job: () => {
      started = true;
      return done;
    },
    started: () => started,
    finish,
    fail,
  };
}

describe('the image decode gate', () => {
  it('runs at most `concurrency` jobs, queues `maxWaiting` in order and refuses more at once', async () => {
    const gate = createDecodeGate({ concurrency: 2, maxWaiting: 1 });
    const [a, b, c] = [heldJob(), heldJob(), heldJob()];
    const results = [gate.run(a.job), gate.run(b.job), gate.run(c.job)];
    expect([a.started(), b.started(), c.started()]).toEqual([true, true, false]);
    expect(gate.load()).toEqual({ running: 2, waiting: 1 });
    expect(gate.isFull()).toBe(true);
    await expect(gate.run(async () => 'refused')).rejects.toBeInstanceOf(GateBusyError);

    a.finish('a');
    await expect(results[0]).resolves.toBe('a');
    expect(c.started()).toBe(true);
    expect(gate.load()).toEqual({ running: 2, waiting: 0 });
    expect(gate.isFull()).toBe(false);
  });

  it('frees the slot of a failing job', async () => {
    const gate = createDecodeGate({ concurrency: 1, maxWaiting: 0 });
    const failing = heldJob();
    const result = gate.run(failing.job);
    failing.fail(new Error('corrupt image'));
    await expect(result).rejects.toThrow('corrupt image');
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
    await expect(gate.run(async () => 'next')).resolves.toBe('next');
  });

  it('says when to retry', async () => {
    const gate = createDecodeGate({ concurrency: 1, maxWaiting: 0 });
    const held = heldJob();
    const running = gate.run(held.job);
    const refusal = await gate.run(async () => 'x').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(GateBusyError);
    expect((refusal as GateBusyError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    held.finish('done');
    await running;
  });
});
