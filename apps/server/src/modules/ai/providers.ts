import { type JsonReply, postJson } from './provider-http';

/**
 * The providers that answer AI questions, behind one interface: an OpenAI-compatible HTTP one
 * (POST {baseUrl}/chat/completions, bearer secret) and the built-in `echo` one for development and
 * tests (`echo-fail` always fails, `echo-slow-<ms>` answers after <ms> milliseconds).
 */
export type ChatMessage = { role: 'system' | 'user'; content: string };
export type CompletionRequest = {
  modelName: string;
  baseUrl: string | null;
  secret: string | null;
  messages: ChatMessage[];
  temperature: number;
  maxTokens: number;
  signal: AbortSignal;
};
export type Completion = { answer: string; promptTokens: number; completionTokens: number };
export type AiProvider = { complete(r: CompletionRequest): Promise<Completion> };

/** A provider's failure: `timeout` when the signal ended the call. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly timeout = false,
  ) {
    super(message);
  }
}

/** A rough token count (about four characters a token): what echo reports and what a budget reserves before a call. */
export const countTokens = (text: string) => Math.max(1, Math.ceil(text.length / 4));

const aborted = (signal: AbortSignal) => new ProviderError('timeout', signal.reason instanceof Error && signal.reason.name === 'TimeoutError');

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(aborted(signal));
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(aborted(signal));
      },
      { once: true },
    );
  });
}

export const echoProvider: AiProvider = {
  async complete(r) {
    if (r.modelName === 'echo-fail') throw new ProviderError('echo-fail always fails');
    const slow = /^echo-slow-(\d{1,6})$/.exec(r.modelName);
    if (slow) await sleep(Number(slow[1]), r.signal);
    const question = r.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';
    const answer = `echo: ${question}`.slice(0, r.maxTokens * 4);
    return { answer, promptTokens: r.messages.reduce((n, m) => n + countTokens(m.content), 0), completionTokens: countTokens(answer) };
  },
};

type OpenAiReply = {
  choices?: Array<{ message?: { content?: string | null } }>;
  usage?: { prompt_tokens?: number; completion_tokens?: number };
  error?: { message?: string };
};

export const openAiProvider: AiProvider = {
  async complete(r) {
    const url = `${(r.baseUrl ?? '').replace(/\/+$/, '')}/chat/completions`;
    let res: JsonReply;
    try {
      res = await postJson(
        url,
        { model: r.modelName, messages: r.messages, temperature: r.temperature, max_tokens: r.maxTokens },
        { authorization: `Bearer ${r.secret ?? ''}` },
        r.signal,
      );
    } catch (err) {
      if (r.signal.aborted) throw aborted(r.signal);
      throw new ProviderError(err instanceof Error ? err.message : String(err));
    }
    if (res.body === undefined || res.body === null || typeof res.body !== 'object') throw new ProviderError(`HTTP ${res.status}: not JSON`);
    const body = res.body as OpenAiReply;
    if (res.status < 200 || res.status > 299) throw new ProviderError(`HTTP ${res.status}: ${body.error?.message ?? ''}`.trim());
    const answer = body.choices?.[0]?.message?.content;
    if (typeof answer !== 'string') throw new ProviderError('the reply has no answer');
    const prompt = body.usage?.prompt_tokens;
    const completion = body.usage?.completion_tokens;
    return {
      answer,
      promptTokens: Number.isInteger(prompt) ? prompt! : r.messages.reduce((n, m) => n + countTokens(m.content), 0),
      completionTokens: Number.isInteger(completion) ? completion! : countTokens(answer),
    };
  },
};

export const PROVIDERS: Record<string, AiProvider> = { openai: openAiProvider, echo: echoProvider };
