import { type RouteConfig, index, route } from '@react-router/dev/routes';

// The three lead screens share their route modules; each module reads its kind from the path.
const leadScreens = ['quote-submissions', 'contact-submissions', 'chatbot-contacts'];

export default [
  // Pages whose route sends `Cache-Control: public` are kept and answered by server/page-cache.ts
  // once rendered (docs/decisions/0009-page-cache.md).
  index('routes/public/home.tsx'),
  route('services', 'routes/public/services.tsx'),
  route('services/:serviceId', 'routes/public/service-detail.tsx'),
  route('about', 'routes/public/about.tsx'),
  route('contact', 'routes/public/contact.tsx'),
  route('get-quote', 'routes/public/get-quote.tsx'),
  route('privacy-policy', 'routes/public/privacy-policy.tsx'),
  route('terms-of-service', 'routes/public/terms-of-service.tsx'),
  route('sitemap', 'routes/public/sitemap.tsx'),
  // Anyone checks a signed estimate PDF: ours and unchanged, changed after signing, or not ours.
  route('verify', 'routes/public/verify.tsx'),
  // The assistant as a page of forms: works without JavaScript; the chat launcher leads here until the widget has hydrated.
  route('chat', 'routes/public/chat.tsx'),
  // Spanish pages live under /es with the English paths after it (docs/decisions/0021-spanish.md).
  route('es', 'routes/public/es/home.tsx'),
  route('es/services', 'routes/public/es/services.tsx'),
  route('es/services/:serviceId', 'routes/public/es/service-detail.tsx'),
  route('es/about', 'routes/public/es/about.tsx'),
  route('es/get-quote', 'routes/public/es/get-quote.tsx'),
  route('es/contact', 'routes/public/es/contact.tsx'),
  route('es/privacy-policy', 'routes/public/es/privacy-policy.tsx'),
  route('es/terms-of-service', 'routes/public/es/terms-of-service.tsx'),
  route('es/sitemap', 'routes/public/es/sitemap.tsx'),
  route('es/verify', 'routes/public/es/verify.tsx'),
  // The chat page's words come from the frame's catalogue, so one module serves both languages.
  route('es/chat', 'routes/public/chat.tsx', { id: 'es-chat' }),

  route('sitemap.xml', 'routes/resources/sitemap-xml.ts'),
  route('robots.txt', 'routes/resources/robots-txt.ts'),
  route('manifest.webmanifest', 'routes/resources/web-manifest.ts'),
  route('healthz', 'routes/resources/healthz.ts'),

  // Fast routes: server/lead-api.ts answers these ahead of React Router, through the same feature
  // function and request policy (docs/decisions/0010-lead-fast-path.md).
  route('api/quote-requests', 'routes/api/quote-requests.ts'),
  route('api/contact-messages', 'routes/api/contact-messages.ts'),
  route('api/chat', 'routes/api/chat.ts'),
  route('api/chat/availability', 'routes/api/chat-availability.ts'),
  // The live chat with a person: the visitor's stream, their conversation on a reload, and typing or ending.
  route('api/chat/events', 'routes/api/chat-events.ts'),
  route('api/chat/conversation', 'routes/api/chat-conversation.ts'),
  route('api/chat/live', 'routes/api/chat-live.ts'),
  route('api/chatbot-contacts', 'routes/api/chatbot-contacts.ts'),
  // Estimate visits (docs/bookings.md): free times, booking, and the staff's list.
  route('api/availability', 'routes/api/availability.ts'),
  // Twilio's webhooks (docs/texting.md): each checks X-Twilio-Signature; 404 until Twilio is configured.
  route('api/webhooks/twilio/sms', 'routes/api/webhooks/twilio-sms.ts'),
  route('api/webhooks/twilio/status', 'routes/api/webhooks/twilio-status.ts'),
  route('api/webhooks/twilio/voice', 'routes/api/webhooks/twilio-voice.ts'),
  route('api/webhooks/twilio/dial', 'routes/api/webhooks/twilio-dial.ts'),
  route('api/bookings', 'routes/api/bookings.ts'),

  // Accounts: sign-in pages, the customer dashboard and their APIs.
  route('login', 'routes/auth/login.tsx'),
  route('register', 'routes/auth/register.tsx'),
  route('logout', 'routes/auth/logout.tsx'),
  route('forgot-password', 'routes/auth/forgot-password.tsx'),
  route('reset-password', 'routes/auth/reset-password.tsx'),
  route('verify-email', 'routes/auth/verify-email.tsx'),
  route('es/login', 'routes/auth/es/login.tsx'),
  route('es/register', 'routes/auth/es/register.tsx'),
  route('es/forgot-password', 'routes/auth/es/forgot-password.tsx'),
  route('es/reset-password', 'routes/auth/es/reset-password.tsx'),
  route('es/verify-email', 'routes/auth/es/verify-email.tsx'),
  route('auth/:provider', 'routes/auth/social-sign-in.ts'),
  route('dashboard', 'routes/account/dashboard-layout.tsx', [
    index('routes/account/overview.tsx'),
    route('orders', 'routes/account/orders.tsx'),
    route('orders/:orderId', 'routes/account/order-detail.tsx'),
    route('requests', 'routes/account/requests.tsx'),
    route('profile', 'routes/account/profile.tsx'),
  ]),
  route('es/dashboard', 'routes/account/es/dashboard-layout.tsx', [
    index('routes/account/es/overview.tsx'),
    route('orders', 'routes/account/es/orders.tsx'),
    route('orders/:orderId', 'routes/account/es/order-detail.tsx'),
    route('requests', 'routes/account/es/requests.tsx'),
    route('profile', 'routes/account/es/profile.tsx'),
  ]),
  route('dashboard/orders/:orderId/signed-estimate.pdf', 'routes/account/order-estimate-pdf.ts'),
  route('orders/:token', 'routes/account/order-link.tsx'),
  // The signed estimate behind a signed order link: the link is the key, no account needed.
  route('orders/:token/signed-estimate.pdf', 'routes/account/order-link-pdf.ts'),
  route('es/orders/:token', 'routes/account/es/order-link.tsx'),
  route('api/me', 'routes/api/me.ts'),
  route('api/auth/*', 'routes/resources/auth-handler.ts'),

  // Back office: staff screens (each lead's own URL opens its dialog over the list), CSV exports and the admin JSON API.
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/index.ts'),
    route('dashboard', 'routes/admin/dashboard.tsx'),
    ...leadScreens.map((screen) =>
      route(screen, 'routes/admin/lead-list.tsx', { id: `admin-${screen}` }, [route(':id', 'routes/admin/lead-detail.tsx', { id: `admin-${screen}-lead` })]),
    ),
    route('settings', 'routes/admin/settings.tsx'),
    // The company profile (docs/business-profile.md): the owner's facts, prices and team in both languages, with their versions.
    route('settings/business', 'routes/admin/business-profile.tsx'),
    // Estimates and orders (docs/decisions/0013): written from a quote request, sent, answered, ordered.
    route('quote-submissions/:id/estimates/new', 'routes/admin/estimates-new.tsx'),
    route('estimates/:estimateId', 'routes/admin/estimates-detail.tsx'),
    route('orders', 'routes/admin/orders.tsx'),
    // One order's job: its stages, records, install visits and timeline (docs/jobs-and-crews.md).
    route('orders/:orderId', 'routes/admin/order-job.tsx'),
    // Invoices and payments (docs/payments.md): the list, one invoice's staff view, an order's new invoice.
    route('invoices', 'routes/admin/invoices.tsx'),
    route('invoices/:id', 'routes/admin/invoice.tsx'),
    route('orders/:orderId/invoices/new', 'routes/admin/invoice-new.tsx'),
    route('notifications', 'routes/admin/notifications.tsx'),
    route('jobs', 'routes/admin/jobs.tsx'),
    // The owner's photos of finished jobs, before and after: upload, words, order, publish, delete.
    route('photos', 'routes/admin/photos.tsx'),
    // Estimate visits by day or week per estimator: book, move, cancel (docs/bookings.md).
    route('calendar', 'routes/admin/calendar.tsx'),
    // Each estimator's working hours and time off, which the booking page offers visits in.
    route('calendar/hours', 'routes/admin/working-hours.tsx'),
    // The dispatch board: install visits by crew member and day, the jobs waiting to be scheduled; and the installers' accounts.
    route('dispatch', 'routes/admin/dispatch.tsx'),
    route('crew', 'routes/admin/crew.tsx'),
    // Live chat: the visitors waiting for a person, and each conversation staff join.
    route('chats', 'routes/admin/chats.tsx'),
    route('chats/:sessionId', 'routes/admin/chat.tsx'),
    // Texting with customers (docs/texting.md): the conversations, and each one with its reply form.
    route('messages', 'routes/admin/messages.tsx', { id: 'admin-messages' }),
    route('messages/:id', 'routes/admin/messages.tsx', { id: 'admin-messages-conversation' }),
  ]),
  // The crew's phone (docs/jobs-and-crews.md): their visits today and tomorrow, "On my way", photos, "Job done".
  route('crew', 'routes/crew/crew.tsx'),
  route('es/crew', 'routes/crew/crew.tsx', { id: 'es-crew' }),
  route('crew/photos/:photoId', 'routes/crew/job-photo.ts'),
  route('admin/chats/:sessionId/events', 'routes/admin/chat-events.ts'),
  // Whether a staff member is available to chat (a form post from the back office's header).
  route('admin/availability', 'routes/admin/availability.ts'),
  // The back office as an installable app: its manifest (public, as manifests are fetched without cookies).
  route('admin/manifest.webmanifest', 'routes/resources/admin-manifest.ts'),
  route('admin/estimates/:estimateId/signed.pdf', 'routes/admin/estimates-pdf.ts'),
  // A follow-up's buttons (cancel, call done, customer replied): a plain form post, back to the page it came from.
  route('admin/follow-ups/:id', 'routes/admin/follow-ups.ts'),
  route('admin/invoices/export.csv', 'routes/admin/invoice-export.ts'),
  ...leadScreens.map((screen) => route(`admin/${screen}/export.csv`, 'routes/admin/lead-export.ts', { id: `admin-${screen}-export` })),
  // The live back office's Server-Sent Events.
  route('admin/events', 'routes/admin/events.ts'),
  route('api/admin/roles', 'routes/api/admin/roles.ts'),
  route('api/admin/bookings', 'routes/api/admin/bookings.ts'),
  route('api/admin/push-devices', 'routes/api/admin/push-devices.ts'),
  route('api/admin/quote-requests/:id/estimates', 'routes/api/admin/estimates-create.ts'),
  route('api/admin/estimates/:id/send', 'routes/api/admin/estimates-send.ts'),
  route('api/admin/estimates/:id', 'routes/api/admin/estimates-get.ts'),
  route('api/admin/business', 'routes/api/admin/business.ts'),
  route('api/admin/orders', 'routes/api/admin/orders.ts'),
  route('api/admin/orders/:id', 'routes/api/admin/order.ts'),
  // Jobs after the signature and the crews who install them (docs/jobs-and-crews.md).
  route('api/admin/jobs', 'routes/api/admin/jobs.ts'),
  route('api/admin/jobs/:id', 'routes/api/admin/job.ts'),
  route('api/admin/jobs/:id/visits', 'routes/api/admin/job-visits.ts'),
  route('api/admin/jobs/:id/visits/:visitId', 'routes/api/admin/job-visit.ts'),
  route('api/admin/staff', 'routes/api/admin/staff.ts'),
  // Invoices and payments (docs/payments.md).
  route('api/admin/invoices', 'routes/api/admin/invoices.ts'),
  route('api/admin/orders/:id/invoices', 'routes/api/admin/order-invoices.ts'),
  route('api/admin/invoices/:id/payments', 'routes/api/admin/invoice-payments.ts'),
  route('api/admin/payments/:id/refund', 'routes/api/admin/payment-refund.ts'),
  // Stripe's events, verified by their signature.
  route('api/webhooks/stripe', 'routes/api/webhooks/stripe.ts'),
  // Texting with customers (docs/texting.md): the conversations and a staff reply; 404 until Twilio is configured.
  route('api/admin/conversations', 'routes/api/admin/conversations.ts'),
  route('api/admin/conversations/:id/messages', 'routes/api/admin/conversation-messages.ts'),
  route('api/admin/:kind', 'routes/api/admin/leads.ts'),
  route('api/admin/:kind/:id', 'routes/api/admin/lead.ts'),

  // A quote request's photos: for staff and the customer who sent them.
  route('photos/:photoId', 'routes/resources/quote-photo.ts'),
  // The team's photos on the About page: public, and never changed once stored.
  route('team-photos/:photoId', 'routes/resources/team-photo.ts'),
  // The owner's photos of finished jobs, as the public pages show them (each copy's address never changes).
  route('project-photos/:file', 'routes/resources/project-photo.ts'),

  // The customer's estimate: the emailed token is the key; no account needed.
  // The link in a lead's confirmation email: the sender confirms it so it shows under My Requests.
  route('requests/confirm', 'routes/public/confirm-request.tsx'),
  route('es/requests/confirm', 'routes/public/es/confirm-request.tsx'),
  // Booking the free estimate visit, and the customer's link to reschedule or cancel it (docs/bookings.md).
  // Each staff member's private iCalendar feed of their visits.
  route('calendar/:feed', 'routes/resources/calendar-feed.ts'),
  route('book', 'routes/public/book.tsx'),
  route('es/book', 'routes/public/es/book.tsx'),
  route('book/manage/:token', 'routes/public/book-manage.tsx'),
  route('es/book/manage/:token', 'routes/public/es/book-manage.tsx'),
  // The link a visitor's booking emails to its address: the visit is tentative until it is confirmed there.
  route('book/confirm/:token', 'routes/public/book-confirm.tsx'),
  route('es/book/confirm/:token', 'routes/public/es/book-confirm.tsx'),
  route('estimates/:token', 'routes/public/estimate.tsx'),
  route('es/estimates/:token', 'routes/public/es/estimate.tsx'),
  route('estimates/:token/photos/:photoId', 'routes/public/estimate-photo.ts'),
  // The customer's invoice and its PDF: the signed token in the link is the key (docs/payments.md).
  route('invoices/:token', 'routes/public/invoice.tsx'),
  route('es/invoices/:token', 'routes/public/es/invoice.tsx'),
  route('invoices/:token/invoice.pdf', 'routes/public/invoice-pdf.ts'),
  route('es/invoices/:token/invoice.pdf', 'routes/public/invoice-pdf.ts', { id: 'es-invoice-pdf' }),
  // A review email's tracked links: the click is recorded, then the one public review page (or the feedback form).
  route('r/:token', 'routes/public/review-link.ts', { id: 'review-link' }),
  route('r/:token/feedback', 'routes/public/review-link.ts', { id: 'review-feedback-link' }),
  // An automated email's unsubscribe link, and the one-click POST mail clients send to it (RFC 8058).
  // An estimate follow-up's "Ask us a question" form: the signed token is the key; a question stops the follow-ups.
  route('question/:token', 'routes/public/question.tsx'),
  route('es/question/:token', 'routes/public/es/question.tsx'),
  route('unsubscribe/:token', 'routes/public/unsubscribe.tsx'),
  route('es/unsubscribe/:token', 'routes/public/es/unsubscribe.tsx'),

  route('*', 'routes/public/not-found.tsx'),
] satisfies RouteConfig;
