import { whenIdle } from '@/lib/idle';

describe('whenIdle', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
  });

  it('asks for the next idle period, at the latest after the timeout, and can cancel it', () => {
    const callbacks = new Map<number, IdleRequestCallback>();
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => {
      callbacks.set(7, callback);
      return 7;
    });
    window.cancelIdleCallback = jest.fn((id: number) => void callbacks.delete(id));
    const task = jest.fn();

    const cancel = whenIdle(task, 500);
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), {
      timeout: 500,
    });
    expect(task).not.toHaveBeenCalled();
    callbacks.get(7)!({ didTimeout: false, timeRemaining: () => 10 });
    expect(task).toHaveBeenCalledTimes(1);
    // Called with no argument, whatever the browser hands the callback.
    expect(task).toHaveBeenCalledWith();

    cancel();
    expect(window.cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('runs the task in a task of its own where there is no requestIdleCallback', () => {
    jest.useFakeTimers();
    const task = jest.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);

    const cancelled = jest.fn();
    whenIdle(cancelled)();
    jest.runAllTimers();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
