# The production server in a small image: build in one stage, run as a non-root user in another.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ARG SITE_URL=https://kovira-labs.com
ENV SITE_URL=$SITE_URL
# The content editor's sign-in, written into /admin/config.yml at build (docs/cms-login.md).
ARG CMS_GITHUB_REPO="" CMS_BRANCH="" CMS_AUTH_URL="" CMS_AUTH_ENDPOINT=""
ENV CMS_GITHUB_REPO=$CMS_GITHUB_REPO CMS_BRANCH=$CMS_BRANCH CMS_AUTH_URL=$CMS_AUTH_URL CMS_AUTH_ENDPOINT=$CMS_AUTH_ENDPOINT
# Only what package-lock.json pins: the server runs under tsx, a dependency like any other.
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 LEADS_DB=/data/leads.db OUTBOX_FILE=/data/outbox.jsonl
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/server ./server
# The outbox checks submissions against the forms' own field limits.
COPY --from=build /app/src/features/contact/email-params.ts ./src/features/contact/
# ...and purges them after the retention the privacy notice states.
COPY --from=build /app/src/features/contact/retention.ts ./src/features/contact/
# npm run leads reads the lead store inside the container.
COPY --from=build /app/scripts/leads.ts ./scripts/
COPY --from=build /app/package.json ./
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
VOLUME ["/data"]
# TLS_CERT and TLS_KEY (mounted PEM files) switch the server to HTTPS with HTTP/2; the health check
# follows, accepting the certificate since it asks its own loopback address. Behind a proxy that
# speaks HTTPS to visitors, set BEHIND_TLS=1 so that the server sends HSTS (docs/server.md).
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s CMD node -e "const tls=!!process.env.TLS_CERT;if(tls)process.env.NODE_TLS_REJECT_UNAUTHORIZED='0';fetch((tls?'https':'http')+'://127.0.0.1:'+process.env.PORT+'/').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node_modules/.bin/tsx", "server/index.ts"]
