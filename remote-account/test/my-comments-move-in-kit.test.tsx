/**
 * "Download move-in kit" on My comments: each comment's record as a ZIP, fetched with the
 * session's token through the page's API client and handed to the browser as a download.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { apiClient, loadApiClient, tokenService, type OwnComment } from 'shared';
import MyCommentsPage from '../src/exposed/my-comments-page';
import { resetListPageSignInPrompts } from '../src/components/own-list-page';
import { deferred, endTest, ok, savedComment, testToken, USER } from './api-stand-in';

const ID_1 = '11111111-1111-4111-8111-111111111111';
const ID_2 = '22222222-2222-4222-8222-222222222222';
const KIT_NAME = 'rentmap-move-in-kit-2026-12-06.zip';

/** What the test reads of a request as the client sends it. */
interface SentRequest {
  baseURL?: string;
  url?: string;
  method?: string;
  responseType?: string;
  headers: { get(name: string): unknown };
}

/** The page's axios instance behind `apiClient`, whose transport the test replaces. */
let client: Awaited<ReturnType<typeof loadApiClient>>;
let adapter: typeof client.defaults.adapter;
beforeAll(async () => {
  client = await loadApiClient();
  adapter = client.defaults.adapter;
});

const createObjectURL = jest.fn((_blob: Blob) => 'blob:kit');
const revokeObjectURL = jest.fn();
beforeAll(() => Object.assign(URL, { createObjectURL, revokeObjectURL }));

beforeEach(() => resetListPageSignInPrompts());
afterEach(() => {
  client.defaults.adapter = adapter;
  endTest();
});

/**
 * The page's own reads answered here; the kit goes through the real client (its token, its
 * headers) to the transport `transport` stands for.
 */
function mockApi(comments: OwnComment[], transport: (config: SentRequest) => unknown) {
  const realGet = apiClient.get;
  client.defaults.adapter = async (config) => transport(config) as never;
  return jest.spyOn(apiClient, 'get').mockImplementation(async (url: string, options) => {
    if (url === '/config') return ok({ tileUrl: '', photoBaseUrl: null });
    if (url === '/users/me/comments') {
      return ok({ content: comments, totalElements: comments.length, nextCursor: null });
    }
    if (url === '/users/me') return ok(USER);
    return realGet(url, options);
  });
}

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/my-comments']}>
      <Routes>
        <Route path="/my-comments" element={<MyCommentsPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The ZIP as the API answers it. */
const zipAnswer = (config: SentRequest, blob: Blob) => ({
  data: blob,
  status: 200,
  statusText: 'OK',
  headers: { 'content-disposition': `attachment; filename="${KIT_NAME}"` },
  config,
  request: {},
});

async function kitButtonOf(id: string) {
  const items = await screen.findAllByTestId('my-comment');
  const item = items.find((each) => each.dataset.commentId === id)!;
  return within(item).getByRole('button', { name: /^Download move-in kit/ });
}

describe('Download move-in kit', () => {
  it('fetches the kit of that comment with the session’s token and saves it as the server names it', async () => {
    const accessToken = testToken();
    tokenService.setSession({ accessToken, refreshToken: 'r1', user: USER });
    const sent: SentRequest[] = [];
    const answer = deferred<unknown>();
    mockApi(
      [
        savedComment({ id: ID_1 }),
        savedComment({ id: ID_2, fullAddress: '40 Enmore Road, Newtown' }),
      ],
      (config) => {
        sent.push(config);
        return answer.promise;
      },
    );
    const clicks: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(`${this.download} ${this.href}`);
    });
    renderPage();

    const button = await kitButtonOf(ID_2);
    expect(button).toHaveAccessibleName('Download move-in kit for 40 Enmore Road, Newtown');
    expect(button).toHaveTextContent('Download move-in kit');
    expect(button).toHaveAccessibleDescription(
      'Your answers, photos and rent, dated, as a PDF and the photos: only you can download it.',
    );
    await userEvent.click(button);

    await waitFor(() => expect(sent).toHaveLength(1));
    const [request] = sent as [SentRequest];
    expect(`${request.baseURL}${request.url}`).toBe(
      `/api/marker/marker-comments/${ID_2}/move-in-kit`,
    );
    expect(request.method).toBe('get');
    expect(request.headers.get('Authorization')).toBe(`Bearer ${accessToken}`);
    expect(request.responseType).toBe('blob');
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Preparing your move-in kit…')).toBeInTheDocument();

    const blob = new Blob(['PK'], { type: 'application/zip' });
    answer.resolve(zipAnswer(request, blob));

    expect(
      await screen.findByText(`Your move-in kit was downloaded as ${KIT_NAME}.`),
    ).toBeInTheDocument();
    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicks).toEqual([`${KIT_NAME} blob:kit`]);
    expect(button).toBeEnabled();
  });

  it("says what went wrong in the API's own words (its error body arrives as a Blob)", async () => {
    tokenService.setSession({ accessToken: testToken(), refreshToken: 'r1', user: USER });
    const body = {
      success: false,
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please try again in 40 minutes.',
    };
    mockApi([savedComment({ id: ID_1 })], (config) =>
      Promise.reject(
        Object.assign(new Error('Request failed with status code 429'), {
          isAxiosError: true,
          config,
          response: {
            status: 429,
            statusText: 'Too Many Requests',
            headers: {},
            config,
            data: new Blob([JSON.stringify(body)], { type: 'application/json' }),
          },
        }),
      ),
    );
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click');
    renderPage();

    await userEvent.click(await kitButtonOf(ID_1));

    expect(await screen.findByRole('alert')).toHaveTextContent(body.message);
    expect(click).not.toHaveBeenCalled();
    expect(await kitButtonOf(ID_1)).toBeEnabled();
  });

  it('falls back to a plain message when the answer says nothing readable', async () => {
    tokenService.setSession({ accessToken: testToken(), refreshToken: 'r1', user: USER });
    mockApi([savedComment({ id: ID_1 })], (config) =>
      Promise.reject(
        Object.assign(new Error('Request failed with status code 502'), {
          isAxiosError: true,
          config,
          response: {
            status: 502,
            statusText: 'Bad Gateway',
            headers: {},
            config,
            data: new Blob(['<html>Bad gateway</html>'], { type: 'text/html' }),
          },
        }),
      ),
    );
    renderPage();

    await userEvent.click(await kitButtonOf(ID_1));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your move-in kit could not be downloaded. Please try again.',
    );
  });
});
