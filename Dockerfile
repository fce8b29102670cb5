# One image for both processes: `api` and `worker` differ only by command.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts/patch-postgres.mjs scripts/
RUN npm install --no-audit --no-fund --no-save
COPY . .
RUN npx tsc -p tsconfig.json \
 && node -e "require('@temporalio/worker').bundleWorkflowCode({ workflowsPath: require.resolve('./dist/workflows') }).then(b => require('fs').writeFileSync('dist/workflow-bundle.js', b.code))" \
 && cp -r db/migrations dist/db/migrations \
 && cp -r db/seed dist/db/seed \
 && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production WORKFLOW_BUNDLE_PATH=/app/dist/workflow-bundle.js
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json README.md ./
USER node
CMD ["node", "dist/api/main.js"]
