# The production server in a small image: the site is built in one stage; the other runs the
# server, compiled to one JavaScript file by the build, with Node alone: no node_modules, no
# TypeScript runner, no npm (docs/server.md, "The runtime image").
#
# The base image, pinned by digest (Node 24.18.0 on Debian 12 slim); docs/server.md says how to
# renew it when Node 24 has a security release.
ARG NODE_IMAGE=node:24-bookworm-slim@sha256:6f7b03f7c2c8e2e784dcf9295400527b9b1270fd37b7e9a7285cf83b6951452d

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ARG SITE_URL=https://kovira-labs.com
ENV SITE_URL=$SITE_URL
# The content editor's sign-in, written into its config.yml at build (docs/cms-login.md); the
# editor itself is built to build/editor/ for an origin of its own, not into this image.
ARG CMS_GITHUB_REPO="" CMS_BRANCH="" CMS_AUTH_URL="" CMS_AUTH_ENDPOINT=""
ENV CMS_GITHUB_REPO=$CMS_GITHUB_REPO CMS_BRANCH=$CMS_BRANCH CMS_AUTH_URL=$CMS_AUTH_URL CMS_AUTH_ENDPOINT=$CMS_AUTH_ENDPOINT
# Where the forms' leads go, chosen at build (README, "Choosing where leads go"): EmailJS with its
# four ids and the reCAPTCHA site key (docs/contact-forms.md), else this server's own lead store,
# delivered by the SMTP_URL/LEADS_* settings given at run time (docs/server.md).
ARG VITE_EMAILJS_PUBLIC_KEY="" VITE_EMAILJS_SERVICE_ID="" VITE_EMAILJS_MEETING_TEMPLATE_ID="" VITE_EMAILJS_CONNECT_TEMPLATE_ID="" \
  VITE_EMAILJS_ORIGIN="" VITE_EMAILJS_RECAPTCHA_SITE_KEY="" VITE_EMAILJS_RECAPTCHA=""
ENV VITE_EMAILJS_PUBLIC_KEY=$VITE_EMAILJS_PUBLIC_KEY VITE_EMAILJS_SERVICE_ID=$VITE_EMAILJS_SERVICE_ID \
  VITE_EMAILJS_MEETING_TEMPLATE_ID=$VITE_EMAILJS_MEETING_TEMPLATE_ID VITE_EMAILJS_CONNECT_TEMPLATE_ID=$VITE_EMAILJS_CONNECT_TEMPLATE_ID \
  VITE_EMAILJS_ORIGIN=$VITE_EMAILJS_ORIGIN VITE_EMAILJS_RECAPTCHA_SITE_KEY=$VITE_EMAILJS_RECAPTCHA_SITE_KEY VITE_EMAILJS_RECAPTCHA=$VITE_EMAILJS_RECAPTCHA
# Only what package-lock.json pins. The build writes the site and the compiled server.
RUN npm run build

FROM ${NODE_IMAGE}
# An init process as PID 1 (signals reach the server, orphans are reaped); npm and corepack are
# not needed to run the server.
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini \
  && rm -rf /var/lib/apt/lists/* /usr/local/lib/node_modules/npm /usr/local/lib/node_modules/corepack \
    /usr/local/bin/npm /usr/local/bin/npx /usr/local/bin/corepack \
  && mkdir -p /data && chown node:node /data
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 LEADS_DB=/data/leads.db BUILD_DIR=/app/build
WORKDIR /app
# The site, its per-page policies and the server: nothing else.
COPY --from=build /app/build/client ./build/client
COPY --from=build /app/build/csp.json ./build/
COPY --from=build /app/build/server ./build/server
USER node
EXPOSE 3000
# Mount a named volume here (compose.yaml: kovira-data), so that the lead store outlives the container.
VOLUME ["/data"]
# TLS_CERT and TLS_KEY (mounted PEM files) switch the server to HTTPS with HTTP/2; the health check
# follows, accepting the certificate since it asks its own loopback address. Behind a proxy that
# speaks HTTPS to visitors, set BEHIND_TLS=1 and TRUSTED_PROXIES so that the server sends HSTS (docs/server.md).
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s CMD node -e "const tls=!!process.env.TLS_CERT;if(tls)process.env.NODE_TLS_REJECT_UNAUTHORIZED='0';fetch((tls?'https':'http')+'://127.0.0.1:'+process.env.PORT+'/').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "build/server/index.mjs"]
