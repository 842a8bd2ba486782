# syntax=docker/dockerfile:1
# Sukoon in one image: the API and the built web app, served by one Node 24 process.
#   docker build -t sukoon .
#   docker run -p 3000:3000 -v sukoon-data:/data -e APP_URL=https://sukoon.example.org sukoon
# The build steps are the commands CI runs (.ci/run): `npm ci`, then `npm run build`.

FROM node:24-bookworm-slim AS build
WORKDIR /app
# The manifests first, so a change to the source alone does not reinstall the dependencies.
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
RUN npm ci
COPY . .
RUN npm run build
# What runs needs only the production dependencies (not the build tools, nor the `node` package:
# the image has Node 24 itself).
RUN npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages/contract/package.json ./packages/contract/
COPY --from=build /app/apps/api/package.json ./apps/api/
COPY --from=build /app/apps/api/dist ./apps/api/dist
COPY --from=build /app/apps/api/drizzle ./apps/api/drizzle
COPY --from=build /app/apps/api/fonts ./apps/api/fonts
COPY --from=build /app/apps/web/package.json ./apps/web/
COPY --from=build /app/apps/web/dist ./apps/web/dist
# The embedded database, generated secrets and the mail outbox, when no PostgreSQL is set.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/api/dist/server.js"]
