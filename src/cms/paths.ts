/** Where the editor's code is served, by the dev server and in the build. */
export const DECAP_PATH = "/admin/decap/";

/** The port `npm run cms` runs Decap's local proxy on unless CMS_PROXY_PORT names another; the editor's policy allows it. */
export const LOCAL_CMS_PORT = 8081;

/** The variable that chooses the port the local editor saves files through (`CMS_PROXY_PORT=8082 npm run cms`). */
export const CMS_PROXY_PORT_VARIABLE = "CMS_PROXY_PORT";

/** The local proxy's port: CMS_PROXY_PORT, or 8081. A value that is not a port is an error saying what to write. */
export function cmsProxyPort(env: Record<string, string | undefined>): number {
  const value = env[CMS_PROXY_PORT_VARIABLE]?.trim();
  if (!value) return LOCAL_CMS_PORT;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1024 || port > 65535)
    throw new Error(`${CMS_PROXY_PORT_VARIABLE}=${value} is not a port: write a number from 1024 to 65535, e.g. ${CMS_PROXY_PORT_VARIABLE}=8082 npm run cms`);
  return port;
}
