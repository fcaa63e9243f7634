import type { Core } from '@strapi/strapi';
import path from 'path';

// SQLite is the embedded default; DATABASE_URL switches to PostgreSQL.
export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const url = env('DATABASE_URL');
  if (url) {
    return {
      connection: {
        client: 'postgres',
        connection: { connectionString: url, ssl: env.bool('DATABASE_SSL', false) },
        pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
      },
    };
  }
  return {
    connection: {
      client: 'sqlite',
      connection: {
        filename: path.resolve(process.cwd(), env('DATABASE_FILENAME', '.tmp/data.db')),
      },
      useNullAsDefault: true,
    },
  };
};
