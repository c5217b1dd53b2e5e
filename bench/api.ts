// GET /api/packages and GET /api/carousel against a bare Fastify JSON route, measured
// in the same run on loopback, so the ratio means the same on any machine.
import Fastify from "fastify";
import { DURATION_S, measureThroughput, startSite } from "./site.ts";

export async function benchApi() {
  const site = await startSite({ withPages: false });
  // The baseline answers the same data as /api/packages, held in memory, serialised per request.
  const packages = (await site.app.inject("/api/packages")).json();
  const bare = Fastify();
  bare.get("/bare", async () => packages);
  const bareUrl = await bare.listen({ port: 0, host: "127.0.0.1" });

  try {
    await measureThroughput(`${bareUrl}/bare`); // warm-up
    const baseline = await measureThroughput(`${bareUrl}/bare`);
    const rows = [["bare Fastify JSON route (baseline)", baseline]] as [string, typeof baseline][];
    for (const route of ["/api/packages", "/api/carousel"])
      rows.push([`GET ${route}`, await measureThroughput(`${site.url}${route}`)]);
    console.log(`\nAPI throughput (${DURATION_S}s each, 20 connections, loopback)`);
    for (const [name, { rps, p99 }] of rows) {
      console.log(
        `  ${name.padEnd(38)} ${rps.toFixed(0).padStart(7)} req/s  p99 ${String(p99).padStart(3)} ms  ratio ${(rps / baseline.rps).toFixed(2)}`,
      );
    }
    console.log("  aim: ratio ≥ 0.80 for both API routes");
  } finally {
    await bare.close();
    await site.stop();
  }
}
