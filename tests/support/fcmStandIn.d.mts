// Types of fcmStandIn.mjs (the FCM test double) for the TypeScript tests that start it.

/** How the stand-in answers one request: delivered ('ok'), or one of FCM's errors. */
export type FcmAnswer = 'ok' | 'unregistered' | 'invalid' | 429 | 500 | 503;
export type AnswerFor = (token: string, attempt: number) => FcmAnswer | Promise<FcmAnswer>;

/** A push message as the server sends it (delivery-worker.ts): every one names its post. */
export interface FcmMessage {
  token: string;
  notification?: { title?: string; body?: string };
  data: { postId: string; [key: string]: string };
  [key: string]: unknown;
}

export interface FcmStandIn {
  url: string;
  state: {
    /** Requests per post and token (key `postId token`). */
    received: Map<string, number>;
    /** 200 answers per post and token that reached the client. */
    delivered: Map<string, number>;
    tokenRequests: number;
    unauthorized: number;
    messages: FcmMessage[];
    answer: AnswerFor;
    held: { promise: Promise<void>; release: () => void } | null;
  };
  readonly openConnections: number;
  readonly requests: number;
  deliveries(postId: string): Map<string, number>;
  receipts(postId: string): Map<string, number>;
  setAnswer(answer: AnswerFor): void;
  hold(): void;
  release(): void;
  close(): Promise<void>;
}

export declare const startFcmStandIn: (options?: { latencyMs?: number; answer?: AnswerFor }) => Promise<FcmStandIn>;

export declare const standInServiceAccount: () => Promise<{ type: string; project_id: string; client_email: string; private_key: string }>;
