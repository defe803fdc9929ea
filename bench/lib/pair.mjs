// Several production servers sharing a throwaway PostgreSQL database and Redis, behind the deploy
// nginx (tests/support/nginx.mjs renders deploy/nginx/coderhouse.conf.template) over HTTPS with a
// self-signed certificate, which this process's fetch() is made to trust.
import { startNginx } from "../../tests/support/nginx.mjs";
import { trustCertificate } from "./http-client.mjs";
import { serveBuild } from "./server.mjs";
import { postgresTarget, redisTarget } from "./stores.mjs";

/**
 * Starts `count` instances (one after the other: the first migrates the database) with `env`
 * plus DATABASE_URL, REDIS_URL and REDIS_KEY_PREFIX (bench/lib/stores.mjs), then nginx in front
 * of them. Returns
 * `{ origin, ca, nginx, instances, label, replace(i, handle), stop() }`: `origin` is nginx's
 * https://localhost:PORT, `ca` its certificate (PEM), `instances` the serveBuild handles (after
 * a restart, `replace` puts the new handle in place so that `stop()` ends it).
 */
export async function startPair({ env = {}, count = 2 } = {}) {
  const database = await postgresTarget();
  const cleanups = [() => database.drop()];
  const instances = [];
  let nginx = null;
  const stop = async () => {
    await nginx?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        process.stderr.write(`cleanup failed: ${error.message}\n`);
      }
    }
  };
  try {
    const redis = await redisTarget();
    cleanups.push(() => redis.cleanup());
    const instanceEnv = { ...env, DATABASE_URL: database.url, ...redis.env };
    for (let i = 0; i < count; i++) instances.push(await serveBuild({ env: instanceEnv }));
    nginx = await startNginx({ instances: instances.map((s) => `127.0.0.1:${s.port}`) });
    const ca = trustCertificate(nginx.certificate);
    return {
      origin: nginx.httpsUrl,
      ca,
      nginx,
      instances,
      label:
        `${count} instances (ports ${instances.map((s) => s.port).join(", ")}) on PostgreSQL ` +
        `(${database.label}) and Redis (${redis.label}), behind the deploy nginx over HTTPS`,
      replace: (index, handle) => {
        instances[index] = handle;
      },
      stop,
    };
  } catch (error) {
    for (const instance of instances) process.stderr.write(instance.logs());
    await stop();
    throw error;
  }
}
