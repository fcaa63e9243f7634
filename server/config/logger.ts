import type { Core } from '@strapi/strapi';

/** Where winston's transports read the finished line (triple-beam's MESSAGE). */
const MESSAGE = Symbol.for('message');

type LogInfo = { level: string; message: unknown; [MESSAGE]?: string };

/**
 * With LOG_FORMAT=json Strapi's own log lines are JSON too, in the shape of the request lines
 * (server/src/observability/request-log.ts), so that a log collector reads one format. A winston
 * format is an object with `transform`.
 */
const jsonLines = {
  transform(info: LogInfo) {
    info[MESSAGE] = JSON.stringify({ time: new Date().toISOString(), level: info.level, msg: String(info.message) });
    return info;
  },
};

export default ({ env }: Core.Config.Shared.ConfigParams) => (env('LOG_FORMAT', 'text') === 'json' ? { format: jsonLines } : {});
