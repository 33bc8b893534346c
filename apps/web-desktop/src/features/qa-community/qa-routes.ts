// The Q&A community's three route modules as one lazily loaded chunk (routes.tsx): they share most
// of their code (libs/community), and one chunk keeps the first load's route table small.
import * as answerDetailRoute from './answer-detail-route';
import * as postRoute from './post-route';
import * as listRoute from './qa-community-route';

export const list = { Component: listRoute.Component, loader: listRoute.loader, handle: listRoute.handle };
export const answerDetail = { Component: answerDetailRoute.Component, loader: answerDetailRoute.loader, handle: answerDetailRoute.handle };
export const post = { Component: postRoute.Component, loader: postRoute.loader, handle: postRoute.handle };
