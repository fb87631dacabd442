/** The HTTP status of a failed API call, if the server answered at all. */
export function httpStatus(error: unknown): number | undefined {
  const response = (error as { response?: { status?: unknown } } | null)?.response;
  return typeof response?.status === 'number' ? response.status : undefined;
}
