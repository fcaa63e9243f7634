export default ({ env }) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET', 'markenportal-dev-jwt-secret'),
      jwt: { expiresIn: '7d' },
      // Tests sign in many times a minute from one address.
      ratelimit: { enabled: env.bool('AUTH_RATELIMIT', true) },
      register: {
        allowedFields: ['profile'],
      },
    },
  },
  publisher: {
    enabled: true,
    config: {
      hooks: {},
    },
  },
  upload: {
    config: {
      sizeLimit: env.int('UPLOAD_SIZE_LIMIT', 10 * 1024 * 1024),
    },
  },
});
