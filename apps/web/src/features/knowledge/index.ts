import { lazy } from 'react';

/** The knowledge base's rich-text editor (TipTap), for other features' rich bodies (legal documents); loaded on first use. */
export const RichTextEditor = lazy(() => import('./components/rich-text-editor'));
