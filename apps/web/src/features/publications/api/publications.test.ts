it('asks for every publication for the library cards', async () => {
  const get = vi.spyOn(api, 'get').mockResolvedValue({ data: { publications: [] } });

  await listPublications('all');

  expect(get).toHaveBeenCalledWith('/api/v0/publications', undefined);
});
