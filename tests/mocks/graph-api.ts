import { http, HttpResponse } from 'msw';

/** Test doubles of the Facebook and Instagram Graph APIs, in their wire format (no network in tests). */
export const FB = 'https://graph.facebook.com/v19.0/';
export const IG = 'https://graph.instagram.com/';
export const GOOD_TOKEN = 'EAAB-good-token';

const unauthorized = () =>
  HttpResponse.json(
    { error: { message: 'Error validating access token: Session has expired.', type: 'OAuthException', code: 190, error_subcode: 463, fbtrace_id: 'AbCdEf' } },
    { status: 400 },
  );

const fbPhoto = (id: string, w: number, h: number) => ({
  id,
  images: [
    { height: Math.round(h / 4), width: Math.round(w / 4), source: `https://scontent.example/${id}_s.jpg` },
    { height: h, width: w, source: `https://scontent.example/${id}_o.jpg` },
  ],
  picture: `https://scontent.example/${id}_t.jpg`,
  link: `https://www.facebook.com/photo.php?fbid=${id}`,
});

export const graphHandlers = [
  http.get(`${FB}me/albums`, ({ request }) => {
    const url = new URL(request.url);
    if (url.searchParams.get('access_token') !== GOOD_TOKEN) return unauthorized();
    if (url.searchParams.get('after') === 'QVFIUA2') {
      return HttpResponse.json({ data: [{ id: '1003', name: 'Profile pictures', count: 1 }], paging: { cursors: { before: 'QVFIUA3', after: 'QVFIUA3' } } });
    }
    return HttpResponse.json({
      data: [
        { id: '1001', name: 'Summer 2025', count: 2 },
        { id: '1002', name: 'Mobile uploads', count: 40 },
      ],
      paging: { cursors: { before: 'QVFIUA1', after: 'QVFIUA2' }, next: `${FB}me/albums?after=QVFIUA2` },
    });
  }),
  http.get(`${FB}:albumId/photos`, ({ request, params }) => {
    const url = new URL(request.url);
    if (url.searchParams.get('access_token') !== GOOD_TOKEN) return unauthorized();
    if (params.albumId === '1001')
      return HttpResponse.json({ data: [fbPhoto('2001', 4032, 3024), fbPhoto('2002', 1080, 1350)], paging: { cursors: { before: 'a', after: 'b' } } });
    return HttpResponse.json(
      { error: { message: 'Unsupported get request.', type: 'GraphMethodException', code: 100, error_subcode: 33, fbtrace_id: 'x' } },
      { status: 400 },
    );
  }),
  http.get(`${IG}me/media`, ({ request }) => {
    const url = new URL(request.url);
    if (url.searchParams.get('access_token') !== GOOD_TOKEN) return unauthorized();
    return HttpResponse.json({
      data: [
        { id: '17901', media_type: 'IMAGE', media_url: 'https://cdninstagram.example/17901.jpg', permalink: 'https://www.instagram.com/p/AAA/' },
        {
          id: '17902',
          media_type: 'VIDEO',
          media_url: 'https://cdninstagram.example/17902.mp4',
          thumbnail_url: 'https://cdninstagram.example/17902.jpg',
          permalink: 'https://www.instagram.com/p/BBB/',
        },
        {
          id: '17903',
          media_type: 'CAROUSEL_ALBUM',
          permalink: 'https://www.instagram.com/p/CCC/',
          children: {
            data: [
              { id: '17904', media_type: 'IMAGE', media_url: 'https://cdninstagram.example/17904.jpg' },
              { id: '17905', media_type: 'VIDEO', media_url: 'https://cdninstagram.example/17905.mp4' },
            ],
          },
        },
      ],
      paging: { cursors: { before: 'x', after: 'QVFH' }, next: `${IG}me/media?after=QVFH` },
    });
  }),
];
