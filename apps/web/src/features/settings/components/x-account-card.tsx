import { AtSign } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { useConnectX, useDisconnectX, useXAccount } from '../api/x-account';
import { DisconnectXButton } from './disconnect-x-button';

/** Connects and disconnects the X account posts are published to. */
export function XAccountCard() {
  const account = useXAccount();
  const connect = useConnectX();
  const disconnect = useDisconnectX();
  const [params] = useSearchParams();
  const outcome = params.get('x');
  const connected = account.data;
  const failure = connect.error ?? disconnect.error;

  return (
    <Card className="max-w-xl">
      <CardHeader>
        <CardTitle>X account</CardTitle>
        <CardDescription>
          Quillpost publishes your tweets and threads to this account.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {outcome === 'error' && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {params.get('message') ?? 'Connecting X failed. Try again.'}
          </p>
        )}
        {outcome === 'connected' && connected && (
          <p role="status" className="text-sm">
            Connected as @{connected.username}.
          </p>
        )}
        {connected ? (
          <div className="space-y-3">
            <p className="flex items-center gap-2 text-sm">
              <AtSign aria-hidden className="size-4" />
              <span className="font-medium">@{connected.username}</span>
              <span className="text-muted-foreground">
                {connected.name}
                {connected.provider === 'sandbox' ? ' · Sandbox X: nothing is posted' : ''}
              </span>
            </p>
            <p className="text-sm">
              Status: {connected.status === 'connected' ? 'Connected' : 'Needs reconnecting'}
            </p>
            {connected.status === 'reconnect' && (
              <p role="alert" className="text-sm font-medium text-destructive">
                X no longer accepts this connection. Reconnect to keep publishing.
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              {connected.status === 'reconnect' && (
                <Button onClick={() => connect.mutate()} disabled={connect.isPending}>
                  Reconnect X account
                </Button>
              )}
              <DisconnectXButton
                username={connected.username}
                pending={disconnect.isPending}
                onDisconnect={() => disconnect.mutate()}
              />
            </div>
          </div>
        ) : (
          <div className="space-y-3">
            <p className="text-sm text-muted-foreground">
              {account.isPending ? 'Loading…' : 'No X account is connected.'}
            </p>
            <Button
              onClick={() => connect.mutate()}
              disabled={connect.isPending || account.isPending}
            >
              Connect X account
            </Button>
          </div>
        )}
        {failure && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errorMessage(failure)}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
