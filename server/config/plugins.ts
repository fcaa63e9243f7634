import type { Core } from '@strapi/strapi';
import { secret } from '../src/security/secrets';
import { emailPluginConfig } from '../src/mail/mail-decisions';
import { s3UploadProvider } from '../src/upload-storage';

export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  'users-permissions': {
    config: {
      jwtSecret: secret('JWT_SECRET'),
      jwt: { expiresIn: '7d' },
      // Tests sign in many times a minute from one address.
      ratelimit: { enabled: env.bool('AUTH_RATELIMIT', true) },
      register: {
        allowedFields: ['profile'],
      },
    },
  },
  // Scheduled publication (the spec's "The calls it makes", publisher actions) is for posts only.
  publisher: {
    enabled: true,
    config: {
      contentTypes: ['api::post.post'],
      components: { dateTimePicker: { step: 5, locale: 'de' } },
      // How often every instance looks for due actions that no timer ran (decision 0017).
      sweepSeconds: env.int('SCHEDULE_SWEEP_SECONDS', 20),
    },
  },
  // SMTP through nodemailer when SMTP_HOST is set; every mail goes through the outbox (src/mail/).
  email: emailPluginConfig(process.env),
  upload: {
    config: {
      sizeLimit: env.int('UPLOAD_SIZE_LIMIT', 10 * 1024 * 1024),
      // Logos, teaser and profile pictures: raster images only (SVG can carry scripts).
      security: { allowedTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] },
      // In an S3-compatible bucket when S3_BUCKET is set (every instance serves the same files); on
      // this instance's disk otherwise (docs/decisions/0025-upload-storage.md).
      ...s3UploadProvider(process.env),
    },
  },
});
