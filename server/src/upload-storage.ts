// Where uploaded files are kept (docs/decisions/0025-upload-storage.md): on this instance's disk by
// default, in an S3-compatible bucket when S3_BUCKET is set, so that every instance serves the same
// files.

type Env = Record<string, string | undefined>;

const flag = (value: string | undefined) => value?.trim().toLowerCase() === 'true';
const given = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** The upload plugin's provider settings for S3 (@strapi/provider-upload-aws-s3), or null for the disk. */
export const s3UploadProvider = (env: Env) => {
  const bucket = given(env.S3_BUCKET);
  if (!bucket) return null;
  const accessKeyId = given(env.S3_ACCESS_KEY_ID);
  const secretAccessKey = given(env.S3_SECRET_ACCESS_KEY);
  return {
    provider: 'aws-s3',
    providerOptions: {
      // Links point here (a CDN or the bucket's public address) instead of the address S3 answered.
      baseUrl: given(env.S3_PUBLIC_URL)?.replace(/\/+$/, ''),
      rootPath: given(env.S3_ROOT_PATH),
      s3Options: {
        region: given(env.S3_REGION) ?? 'eu-central-1',
        endpoint: given(env.S3_ENDPOINT),
        forcePathStyle: flag(env.S3_FORCE_PATH_STYLE),
        // Without keys the AWS SDK finds its own (instance role, AWS_* variables).
        ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
        // No ACL header unless asked for: buckets made since 2023 refuse ACLs; the bucket's policy
        // makes the files readable.
        params: { Bucket: bucket, ACL: given(env.S3_ACL) },
      },
    },
  };
};

/** The origin browsers load uploaded files from when they are in a bucket; null on the disk ('self'). */
export const uploadOrigin = (env: Env): string | null => {
  const bucket = given(env.S3_BUCKET);
  if (!bucket) return null;
  const publicUrl = given(env.S3_PUBLIC_URL);
  if (publicUrl) return new URL(publicUrl).origin;
  const endpoint = given(env.S3_ENDPOINT);
  const region = given(env.S3_REGION) ?? 'eu-central-1';
  const base = new URL(endpoint ?? `https://s3.${region}.amazonaws.com`);
  // Virtual-hosted addressing puts the bucket in the host name.
  return flag(env.S3_FORCE_PATH_STYLE) ? base.origin : `${base.protocol}//${bucket}.${base.host}`;
};
