import { rendererDefinitions } from "../../../src/build/rendererEnv";

describe("HTML renderer definitions (webpack cache kept across environments)", () => {
  it("keeps GATSBY_* variables, Gatsby's own and every non-env definition; drops the rest of the environment", () => {
    expect(
      rendererDefinitions({
        "process.env": "({})",
        "process.env.NODE_ENV": '"production"',
        "process.env.PUBLIC_DIR": '"/site/public"',
        "process.env.BUILD_STAGE": '"build-html"',
        "process.env.CYPRESS_SUPPORT": undefined,
        "process.env.GATSBY_GATEWAY_URL": '"http://127.0.0.1:8787"',
        "process.env.CI": '"true"',
        "process.env.PWD": '"/work/main"',
        "process.env.REBUILD_RELEASES_DIR": '"/tmp/releases"',
        "process.env.CMS_API_PASSWORD": '"secret"',
        __PATH_PREFIX__: '""',
      }),
    ).toEqual({
      "process.env": "({})",
      "process.env.NODE_ENV": '"production"',
      "process.env.PUBLIC_DIR": '"/site/public"',
      "process.env.BUILD_STAGE": '"build-html"',
      "process.env.CYPRESS_SUPPORT": undefined,
      "process.env.GATSBY_GATEWAY_URL": '"http://127.0.0.1:8787"',
      __PATH_PREFIX__: '""',
    });
  });
});
