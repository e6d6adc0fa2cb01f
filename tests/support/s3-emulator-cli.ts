/** The S3 emulator as its own process (the scale e2e's bucket): `tsx tests/support/s3-emulator-cli.ts PORT BUCKET`. */
import { startS3Emulator } from './s3-emulator';

const [port, bucket] = process.argv.slice(2);
const emulator = await startS3Emulator({ port: Number(port), bucket: bucket ?? 'tilepix-e2e' });
console.log(`S3 emulator at ${emulator.endpoint}, bucket ${emulator.bucket}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void emulator.close().then(() => process.exit(0)));
