# The production image: docs/deploy.md says how to run it, and `npm run docker:steps` runs these
# steps on a machine without a container engine (scripts/docker-steps.ts).

# Build: the production dependencies (Vite, Rolldown and the plugins are among them), then the
# web app and the server's bundle.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund
COPY . .
RUN npm run build

# Run: the server's bundle and the built web app (dist), the same production dependencies (the
# bundle loads a few on demand) and the two start-up files of src/server it is started with;
# nothing of the web app's sources, the tests or npm's cache.
FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATABASE_URL=file:/data/fx.sqlite
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/src/server/compile-cache.mjs /app/src/server/node-version.mjs ./src/server/
# /data holds the SQLite database (and backups, with BACKUP_DIR=/data/backups); the compile cache
# makes a restart quicker. Both belong to the node images' user node, uid and gid 1000.
RUN mkdir -p /data node_modules/.cache && chown 1000:1000 /data node_modules/.cache
VOLUME /data
# Numeric, so that a cluster's "run as non-root" check can verify it: the node user.
USER 1000:1000
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# What `npm start` runs once the web app is built; node itself receives SIGTERM and stops
# gracefully (finishing requests in flight, then closing the database).
CMD ["node", "--max-semi-space-size=4", "--max-old-space-size=512", "--import", "./src/server/compile-cache.mjs", "dist/server/main.js"]
