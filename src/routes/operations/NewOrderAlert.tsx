import { useMemo, useRef } from 'react';
import { useLocation } from 'wouter';
import { readAnnounced, writeAnnounced } from './announcedOrders';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { orderWaitingLogic } from '../../bindings/orderAlert';
import { readPageConfig } from '../../api/config';
import { type FirebaseConfig } from '../../contract/runtimeConfig';
import { useI18n } from '../../i18n/context';
import { type NewOrderSubscribe } from '../../domain/newOrder';
import { connectOrderAlert } from '../../machines/orderAlert/connect';
import { orderAlertMachine } from '../../machines/orderAlert/machine';
import { newOrderSubscriptionLogic } from '../../machines/orderAlert/subscription';
import type { OrderAlertBoardType, WaitingAnswer, WaitingQuery } from '../../machines/orderAlert/types';
import { AlertOffNotice } from '../../ui/operations/AlertOffNotice';
import { describeOrder, NewOrderToast } from '../../ui/operations/NewOrderToast';
import { AudioArea, NEW_ORDER_ALERT_SOUND } from '../../ui/shell/AudioArea';
import { useOptionalServices } from '../services';
import { useSessionPermissions } from '../shell/useSessionPermissions';
import { useLatest } from '../useLatest';

/** The Firebase settings of `config.json` (null: none), as the page read it once at its start. */
export function readFirebaseConfig(): Promise<FirebaseConfig | null> {
  return readPageConfig().then((config) => config.firebase);
}

/** The watch over the Firebase SDK, loaded on first use so the SDK is not part of the shell's code. */
export const subscribeLazily: NewOrderSubscribe = async (watch, listener) => {
  const { subscribeToNewOrders } = await import('../../api/newOrderSubscription');
  return subscribeToNewOrders(watch, listener);
};

/**
 * Where an announced order opens: its company's order board, asked to open the order of that
 * number (`?order=`); null for a company without a board or an order without a number.
 * @example orderBoardHref('restaurant', '1042') // '/shopping-cart/restaurant?order=1042'
 */
export function orderBoardHref(companyType: string | null, reference: string | null): string | null {
  if (companyType !== 'restaurant' && companyType !== 'supermarket') return null;
  if (!reference || !/^\d+$/.test(reference)) return null;
  return `/shopping-cart/${companyType}?order=${reference}`;
}

/** The parts of the browser's Notification API the alert uses. */
export interface NotificationApi {
  readonly permission: NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  new (title: string, options?: NotificationOptions): unknown;
}

/**
 * Tells the desktop about a new order when the browser can (asking for permission the first
 * time); where the browser lacks notification support, logs that it does (seed 001 section 8).
 * @example notifyDesktop(window.Notification, 'Novo pedido', 'Pedido 1042', LL.ORDER_ALERT.NO_NOTIFICATIONS());
 */
export function notifyDesktop(api: NotificationApi | undefined, title: string, body: string, unsupported: string, log: (message: string) => void = console.info): void {
  if (!api) {
    log(unsupported);
    return;
  }
  const show = () => new api(title, { body, tag: 'new-order' });
  if (api.permission === 'granted') show();
  else if (api.permission === 'default') {
    api.requestPermission().then(
      (permission) => {
        if (permission === 'granted') show();
      },
      () => log(unsupported),
    );
  }
}

function browserNotifications(): NotificationApi | undefined {
  return typeof window !== 'undefined' && 'Notification' in window ? window.Notification : undefined;
}

/** Props of {@link NewOrderAlert}. */
export interface NewOrderAlertProps {
  /** The signed-in user's main company; null (staff) leaves the audio area idle. */
  companyId: string | null;
  /** Its type: a restaurant's or a supermarket's order opens on that board (Open order). */
  companyType?: string | null | undefined;
  /** Starts the watch (the Firebase SDK by default; stories and tests pass a fake). */
  subscribe?: NewOrderSubscribe | undefined;
  /** Answers the Firebase settings (`config.json`'s by default). */
  loadFirebase?: (() => Promise<FirebaseConfig | null>) | undefined;
  /** The browser's Notification API (window's by default; undefined where it lacks one). */
  notifications?: NotificationApi | undefined;
  /**
   * Asked at the sound's 35 s stop: the company's `repeatAlert` setting and whether an order still
   * waits (its board read through the app's clients by default; stories and tests pass a fake).
   */
  checkWaiting?: ((query: WaitingQuery) => Promise<WaitingAnswer>) | undefined;
}

/** The board a company's orders wait on, of its type; none for another type. */
function boardTypeOf(companyType: string | null): OrderAlertBoardType | null {
  return companyType === 'restaurant' || companyType === 'supermarket' ? companyType : null;
}

function RunningAlert({ companyId, companyType = null, subscribe = subscribeLazily, loadFirebase = readFirebaseConfig, notifications, checkWaiting }: NewOrderAlertProps) {
  const { LL } = useI18n();
  // Without the app's services (stories, view tests) there is no board to ask, and the sound
  // stops after 35 s as seed 001 says.
  const clients = useOptionalServices()?.clients ?? null;
  // Without a way to ask, no board type: the machine never asks.
  const boardType = checkWaiting || clients ? boardTypeOf(companyType) : null;
  const texts = useLatest(LL);
  const audio = useRef<HTMLAudioElement | null>(null);
  const notificationApi = useRef(notifications);

  const machine = useMemo(
    () =>
      orderAlertMachine.provide({
        actors: {
          firebaseConfig: fromPromise(() => loadFirebase()),
          subscription: newOrderSubscriptionLogic(subscribe),
          ...(checkWaiting ? { orderWaiting: fromPromise<WaitingAnswer, WaitingQuery>(({ input }) => checkWaiting(input)) } : clients ? { orderWaiting: orderWaitingLogic(clients) } : {}),
        },
        actions: {
          startSound: () => {
            const element = audio.current;
            if (!element) return;
            element.currentTime = 0;
            // Browsers refuse sound before the user has interacted with the page; the toast still shows.
            element.play()?.catch(() => console.info(texts.current.ORDER_ALERT.SOUND_BLOCKED()));
          },
          stopSound: () => {
            audio.current?.pause();
          },
          notify: (_, { order }) => {
            const LL = texts.current;
            notifyDesktop(notificationApi.current ?? browserNotifications(), LL.ORDER_ALERT.TITLE(), describeOrder(LL, order), LL.ORDER_ALERT.NO_NOTIFICATIONS());
          },
          reportFailure: (_, { message }) => console.warn(texts.current.ORDER_ALERT.UNAVAILABLE({ message })),
          rememberAnnounced: (_, { companyId: company, fingerprint }) => writeAnnounced(company, fingerprint),
        },
      }),
    [loadFirebase, subscribe, texts, checkWaiting, clients],
  );
  const actor = useActorRef(machine, { input: { companyId, boardType, announced: readAnnounced(companyId) } });
  const alert = connectOrderAlert(useSelector(actor, (state) => state), actor.send);
  const [, navigate] = useLocation();
  const href = orderBoardHref(companyType, alert.toast.order?.reference ?? null);
  const open = href
    ? {
        href,
        onOpen: () => {
          actor.send({ type: 'user.dismiss' });
          navigate(href);
        },
      }
    : null;
  return (
    <>
      <AudioArea
        {...alert.audio}
        src={NEW_ORDER_ALERT_SOUND}
        audioRef={(element) => {
          audio.current = element;
        }}
      />
      <NewOrderToast {...alert.toast} open={open} />
    </>
  );
}

/**
 * The new-order alert of the signed-in shell (seed 001 section 4): the hidden audio area, and for
 * a company user the watch of `newOrder/{companyId}` with its sound (750 ms after an order, 35 s,
 * again while the company's `repeatAlert` is on and an order waits) and its toast. Without a
 * Firebase configuration it stays silent.
 */
export function NewOrderAlert(props: NewOrderAlertProps) {
  // A different company is a different watch.
  return <RunningAlert key={props.companyId ?? ''} {...props} />;
}

function OffCheck({ loadFirebase }: { loadFirebase: () => Promise<FirebaseConfig | null> }) {
  const machine = useMemo(() => orderAlertMachine.provide({ actors: { firebaseConfig: fromPromise(() => loadFirebase()) } }), [loadFirebase]);
  // Without a company the machine only reads the configuration: it never watches.
  const actor = useActorRef(machine, { input: { companyId: null } });
  const off = useSelector(actor, (state) => connectOrderAlert(state, actor.send).off);
  return off ? <AlertOffNotice /> : null;
}

/** On the dashboard of root users: says the new-order alert is off when `config.json` has no Firebase configuration. */
export function NewOrderAlertOffNotice({ loadFirebase = readFirebaseConfig }: { loadFirebase?: () => Promise<FirebaseConfig | null> }) {
  const permissions = useSessionPermissions();
  return permissions.includes('accessToRoot') ? <OffCheck loadFirebase={loadFirebase} /> : null;
}
