// The browser's `shared` is the first load's shared module: building the contract's TypeBox
// schemas there cost TypeBox itself and every schema, which no browser code reads.
async function loadWithoutTypeBox(entry: () => Promise<unknown>): Promise<unknown> {
  let loaded: Promise<unknown> = Promise.resolve();
  await jest.isolateModulesAsync(async () => {
    jest.doMock('typebox', () => {
      throw new Error('TypeBox was loaded');
    });
    loaded = entry();
    await loaded.catch(() => undefined);
  });
  return loaded;
}

describe("the browser's half of the contract", () => {
  it('`shared` loads without TypeBox, with the rules the browser runs', async () => {
    const browser = (await loadWithoutTypeBox(() => import('./index'))) as typeof import('./index');
    expect(browser.ERROR_CODES).toContain('VALIDATION_ERROR');
    expect(browser.parseFilterParams({ types: 'House' }).types).toEqual(['House']);
    expect(browser).not.toHaveProperty('SavedMarkerCommentSchema');
  });

  it('`shared/contract`, the API entry, builds the schemas', async () => {
    await expect(loadWithoutTypeBox(() => import('./contract'))).rejects.toThrow(
      'TypeBox was loaded',
    );
  });
});
