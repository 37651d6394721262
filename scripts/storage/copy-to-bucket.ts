// `npm run storage:copy`: copies the local UPLOAD_DIR (default .data/uploads) into the bucket the environment
// configures (STORAGE=s3 / S3_* in .env.example), skipping objects already there with the same size, and prints the
// counts. Run it before switching the instances to the bucket and once more right after (docs/decisions/0028).
// Needs no database. Exits 1 when the bucket is not configured or reachable, or when any file failed.
import { getBucketStorage, uploadRoot } from '@/lib/server/storage';
import { copyLocalToBucket } from '@/lib/server/storage/copy-local-to-bucket';
import { LocalDiskStorage } from '@/lib/server/storage/local-disk-storage';

async function main(): Promise<number> {
  const bucket = getBucketStorage();
  if (!bucket) {
    console.error('No bucket configured: set STORAGE=s3 and the S3_* variables (.env.example "Uploads").');
    return 1;
  }
  await bucket.checkBucket();
  const source = new LocalDiskStorage(uploadRoot());
  const { bucket: name, endpoint, prefix } = bucket.settings;
  console.log(`Copying ${source.root} → bucket ${name}${prefix ? ` under ${prefix}` : ''}${endpoint ? ` at ${endpoint}` : ''}`);
  const counts = await copyLocalToBucket(source, bucket, (line) => console.log(line));
  console.log(`found ${counts.found}, copied ${counts.copied}, already there ${counts.skipped}, ignored ${counts.ignored}, failed ${counts.failed}`);
  bucket.client.destroy();
  return counts.failed > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
