# TilePix store: one stateless server process. Run several behind a load balancer on one PostgreSQL
# and one S3-compatible bucket (README 'Running in production', docker-compose.yml).

# --- build: the client bundle and the server bundle (dist/client, dist/server) ---
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# No install scripts: the bundler's native binary ships inside its npm package.
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY esbuild.config.ts tsconfig.json ./
COPY build ./build
COPY src ./src
COPY server ./server
COPY types ./types
RUN npm run build

# --- runtime dependencies only (the database drivers and data files the bundle loads at run time) ---
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund --ignore-scripts && npm cache clean --force

# --- runtime: non-root, no build tools ---
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    PORT=8080 \
    DATA_DIR=/data \
    LOG_FORMAT=json
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080
# /healthz answers 200 once the database answers (the image has no curl: Node's fetch does it).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM: stop accepting, finish in-flight uploads and saves (SHUTDOWN_GRACE_SECONDS), close the database.
STOPSIGNAL SIGTERM
CMD ["node", "dist/server/main.js"]
