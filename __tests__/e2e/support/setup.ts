// Browser tests on a loaded 2-core machine can take far longer than jest's 5 s default.
jest.setTimeout(90_000);
