import { describe, expect, it } from 'vitest';
import { createQueueOnce } from './jobs';

const pgError = (code: string) => Object.assign(new Error(code), { code });

describe('createQueueOnce', () => {
  it('asks again after a deadlock or a duplicate row (two instances creating the queue at once)', async () => {
    const answers = [pgError('40P01'), pgError('23505'), null];
    let calls = 0;
    await createQueueOnce(
      {
        createQueue: async () => {
          const a = answers[calls++];
          if (a) throw a;
        },
      },
      'q',
    );
    expect(calls).toBe(3);
  });

  it('passes any other error on at once, and gives up after the attempts', async () => {
    let calls = 0;
    const failing = (code: string) => ({
      createQueue: async () => {
        calls++;
        throw pgError(code);
      },
    });
    await expect(createQueueOnce(failing('42P01'), 'q')).rejects.toMatchObject({ code: '42P01' });
    expect(calls).toBe(1);
    calls = 0;
    await expect(createQueueOnce(failing('40P01'), 'q', 3)).rejects.toMatchObject({ code: '40P01' });
    expect(calls).toBe(3);
  });
});
