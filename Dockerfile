# The app image used by docker-compose.yml (production: MongoDB beside it).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 DATA_DIR=/data
COPY --from=build /app /app
VOLUME ["/data"]
EXPOSE 3000
# One instance from the build above, not `npm start` (the quick start of a demo instance): no demo data, no demo log-ins.
CMD ["node_modules/.bin/tsx", "--conditions=production", "scripts/serve.ts"]
