; ModuleID = 'stack_vm.c'
source_filename = "stack_vm.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv6-none-unknown-eabi"

%struct.vm = type { [64 x i32], [8 x i32], [32 x i32], i32, i32, i32 }

@machine = internal global %struct.vm zeroinitializer, align 4
@ncode = internal global i32 0, align 4
@code = internal global [160 x i32] zeroinitializer, align 4

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 -2128831035, i32* %1, align 4
  %8 = call i32 @asm_primes() #2
  store i32 %8, i32* %2, align 4
  %9 = call i32 @asm_fib() #2
  store i32 %9, i32* %3, align 4
  %10 = call i32 @asm_fact() #2
  store i32 %10, i32* %4, align 4
  %11 = load i32, i32* %2, align 4
  %12 = call i32 @run(%struct.vm* noundef @machine, i32 noundef %11) #2
  store i32 %12, i32* %5, align 4
  %13 = load i32, i32* %5, align 4
  call void @print_int(i32 noundef %13) #2
  %14 = load i32, i32* %5, align 4
  %15 = icmp ne i32 %14, 568
  br i1 %15, label %16, label %17

16:                                               ; preds = %0
  call void @abort() #2
  br label %17

17:                                               ; preds = %16, %0
  %18 = load i32, i32* %3, align 4
  %19 = call i32 @run(%struct.vm* noundef @machine, i32 noundef %18) #2
  store i32 %19, i32* %6, align 4
  %20 = load i32, i32* %6, align 4
  call void @print_int(i32 noundef %20) #2
  %21 = load i32, i32* %4, align 4
  %22 = call i32 @run(%struct.vm* noundef @machine, i32 noundef %21) #2
  store i32 %22, i32* %7, align 4
  %23 = load i32, i32* %7, align 4
  call void @print_int(i32 noundef %23) #2
  %24 = load i32, i32* %7, align 4
  %25 = icmp ne i32 %24, 3628800
  br i1 %25, label %26, label %27

26:                                               ; preds = %17
  call void @abort() #2
  br label %27

27:                                               ; preds = %26, %17
  %28 = load i32, i32* %1, align 4
  %29 = load i32, i32* %5, align 4
  %30 = xor i32 %28, %29
  %31 = mul i32 %30, 16777619
  store i32 %31, i32* %1, align 4
  %32 = load i32, i32* %1, align 4
  %33 = load i32, i32* %6, align 4
  %34 = xor i32 %32, %33
  %35 = mul i32 %34, 16777619
  store i32 %35, i32* %1, align 4
  %36 = load i32, i32* %1, align 4
  %37 = load i32, i32* %7, align 4
  %38 = xor i32 %36, %37
  %39 = mul i32 %38, 16777619
  store i32 %39, i32* %1, align 4
  %40 = load i32, i32* %1, align 4
  %41 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 5), align 4
  %42 = xor i32 %40, %41
  %43 = mul i32 %42, 16777619
  store i32 %43, i32* %1, align 4
  %44 = load i32, i32* %1, align 4
  %45 = and i32 %44, 2147483647
  call void @exit(i32 noundef %45) #2
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal i32 @asm_primes() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = load i32, i32* @ncode, align 4
  store i32 %8, i32* %1, align 4
  call void @e2(i32 noundef 1, i32 noundef 0) #2
  call void @e2(i32 noundef 15, i32 noundef 2) #2
  call void @e2(i32 noundef 1, i32 noundef 2) #2
  call void @e2(i32 noundef 15, i32 noundef 0) #2
  %9 = load i32, i32* @ncode, align 4
  store i32 %9, i32* %2, align 4
  call void @e2(i32 noundef 14, i32 noundef 0) #2
  call void @e2(i32 noundef 1, i32 noundef 70) #2
  call void @e1(i32 noundef 11) #2
  %10 = call i32 @fwd(i32 noundef 17) #2
  store i32 %10, i32* %3, align 4
  call void @e2(i32 noundef 1, i32 noundef 1) #2
  call void @e2(i32 noundef 15, i32 noundef 3) #2
  call void @e2(i32 noundef 1, i32 noundef 2) #2
  call void @e2(i32 noundef 15, i32 noundef 1) #2
  %11 = load i32, i32* @ncode, align 4
  store i32 %11, i32* %4, align 4
  call void @e2(i32 noundef 14, i32 noundef 0) #2
  call void @e2(i32 noundef 14, i32 noundef 1) #2
  call void @e1(i32 noundef 3) #2
  call void @e1(i32 noundef 8) #2
  call void @e1(i32 noundef 11) #2
  call void @e1(i32 noundef 13) #2
  %12 = call i32 @fwd(i32 noundef 17) #2
  store i32 %12, i32* %5, align 4
  call void @e2(i32 noundef 14, i32 noundef 0) #2
  call void @e2(i32 noundef 14, i32 noundef 1) #2
  call void @e1(i32 noundef 10) #2
  %13 = call i32 @fwd(i32 noundef 17) #2
  store i32 %13, i32* %6, align 4
  call void @e2(i32 noundef 14, i32 noundef 1) #2
  call void @e2(i32 noundef 1, i32 noundef 1) #2
  call void @e1(i32 noundef 6) #2
  call void @e2(i32 noundef 15, i32 noundef 1) #2
  %14 = load i32, i32* %4, align 4
  call void @e2(i32 noundef 16, i32 noundef %14) #2
  %15 = load i32, i32* %6, align 4
  call void @patch(i32 noundef %15) #2
  call void @e2(i32 noundef 1, i32 noundef 0) #2
  call void @e2(i32 noundef 15, i32 noundef 3) #2
  %16 = load i32, i32* %5, align 4
  call void @patch(i32 noundef %16) #2
  call void @e2(i32 noundef 14, i32 noundef 3) #2
  %17 = call i32 @fwd(i32 noundef 17) #2
  store i32 %17, i32* %7, align 4
  call void @e2(i32 noundef 14, i32 noundef 2) #2
  call void @e2(i32 noundef 14, i32 noundef 0) #2
  call void @e1(i32 noundef 6) #2
  call void @e2(i32 noundef 15, i32 noundef 2) #2
  %18 = load i32, i32* %7, align 4
  call void @patch(i32 noundef %18) #2
  call void @e2(i32 noundef 14, i32 noundef 0) #2
  call void @e2(i32 noundef 1, i32 noundef 1) #2
  call void @e1(i32 noundef 6) #2
  call void @e2(i32 noundef 15, i32 noundef 0) #2
  %19 = load i32, i32* %2, align 4
  call void @e2(i32 noundef 16, i32 noundef %19) #2
  %20 = load i32, i32* %3, align 4
  call void @patch(i32 noundef %20) #2
  call void @e2(i32 noundef 14, i32 noundef 2) #2
  call void @e1(i32 noundef 0) #2
  %21 = load i32, i32* %1, align 4
  ret i32 %21
}

; Function Attrs: noinline nounwind optnone
define internal i32 @asm_fib() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = load i32, i32* @ncode, align 4
  store i32 %4, i32* %1, align 4
  call void @e2(i32 noundef 1, i32 noundef 0) #2
  call void @e2(i32 noundef 15, i32 noundef 0) #2
  call void @e2(i32 noundef 1, i32 noundef 1) #2
  call void @e2(i32 noundef 15, i32 noundef 1) #2
  call void @e2(i32 noundef 1, i32 noundef 30) #2
  call void @e2(i32 noundef 15, i32 noundef 2) #2
  %5 = load i32, i32* @ncode, align 4
  store i32 %5, i32* %2, align 4
  call void @e2(i32 noundef 14, i32 noundef 2) #2
  %6 = call i32 @fwd(i32 noundef 17) #2
  store i32 %6, i32* %3, align 4
  call void @e2(i32 noundef 14, i32 noundef 0) #2
  call void @e2(i32 noundef 14, i32 noundef 1) #2
  call void @e1(i32 noundef 6) #2
  call void @e2(i32 noundef 1, i32 noundef 1000003) #2
  call void @e1(i32 noundef 10) #2
  call void @e2(i32 noundef 14, i32 noundef 1) #2
  call void @e2(i32 noundef 15, i32 noundef 0) #2
  call void @e2(i32 noundef 15, i32 noundef 1) #2
  call void @e2(i32 noundef 14, i32 noundef 2) #2
  call void @e2(i32 noundef 1, i32 noundef 1) #2
  call void @e1(i32 noundef 7) #2
  call void @e2(i32 noundef 15, i32 noundef 2) #2
  %7 = load i32, i32* %2, align 4
  call void @e2(i32 noundef 16, i32 noundef %7) #2
  %8 = load i32, i32* %3, align 4
  call void @patch(i32 noundef %8) #2
  call void @e2(i32 noundef 14, i32 noundef 0) #2
  call void @e1(i32 noundef 0) #2
  %9 = load i32, i32* %1, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone
define internal i32 @asm_fact() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = load i32, i32* @ncode, align 4
  store i32 %5, i32* %1, align 4
  call void @e2(i32 noundef 1, i32 noundef 10) #2
  %6 = call i32 @fwd(i32 noundef 18) #2
  store i32 %6, i32* %2, align 4
  call void @e1(i32 noundef 0) #2
  %7 = load i32, i32* @ncode, align 4
  store i32 %7, i32* %3, align 4
  %8 = load i32, i32* %2, align 4
  call void @patch(i32 noundef %8) #2
  call void @e1(i32 noundef 3) #2
  call void @e2(i32 noundef 1, i32 noundef 2) #2
  call void @e1(i32 noundef 11) #2
  %9 = call i32 @fwd(i32 noundef 17) #2
  store i32 %9, i32* %4, align 4
  call void @e1(i32 noundef 19) #2
  %10 = load i32, i32* %4, align 4
  call void @patch(i32 noundef %10) #2
  call void @e1(i32 noundef 3) #2
  call void @e2(i32 noundef 1, i32 noundef 1) #2
  call void @e1(i32 noundef 7) #2
  %11 = load i32, i32* %3, align 4
  call void @e2(i32 noundef 18, i32 noundef %11) #2
  call void @e1(i32 noundef 8) #2
  call void @e1(i32 noundef 19) #2
  %12 = load i32, i32* %1, align 4
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone
define internal i32 @run(%struct.vm* noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.vm*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store %struct.vm* %0, %struct.vm** %3, align 4
  store i32 %1, i32* %4, align 4
  %8 = load %struct.vm*, %struct.vm** %3, align 4
  %9 = getelementptr inbounds %struct.vm, %struct.vm* %8, i32 0, i32 3
  store i32 0, i32* %9, align 4
  %10 = load %struct.vm*, %struct.vm** %3, align 4
  %11 = getelementptr inbounds %struct.vm, %struct.vm* %10, i32 0, i32 4
  store i32 0, i32* %11, align 4
  br label %12

12:                                               ; preds = %462, %2
  %13 = load i32, i32* %4, align 4
  %14 = add nsw i32 %13, 1
  store i32 %14, i32* %4, align 4
  %15 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %13
  %16 = load i32, i32* %15, align 4
  store i32 %16, i32* %5, align 4
  %17 = load %struct.vm*, %struct.vm** %3, align 4
  %18 = getelementptr inbounds %struct.vm, %struct.vm* %17, i32 0, i32 5
  %19 = load i32, i32* %18, align 4
  %20 = add i32 %19, 1
  store i32 %20, i32* %18, align 4
  %21 = load %struct.vm*, %struct.vm** %3, align 4
  %22 = getelementptr inbounds %struct.vm, %struct.vm* %21, i32 0, i32 3
  %23 = load i32, i32* %22, align 4
  %24 = icmp slt i32 %23, 0
  br i1 %24, label %40, label %25

25:                                               ; preds = %12
  %26 = load %struct.vm*, %struct.vm** %3, align 4
  %27 = getelementptr inbounds %struct.vm, %struct.vm* %26, i32 0, i32 3
  %28 = load i32, i32* %27, align 4
  %29 = icmp sgt i32 %28, 62
  br i1 %29, label %40, label %30

30:                                               ; preds = %25
  %31 = load %struct.vm*, %struct.vm** %3, align 4
  %32 = getelementptr inbounds %struct.vm, %struct.vm* %31, i32 0, i32 4
  %33 = load i32, i32* %32, align 4
  %34 = icmp slt i32 %33, 0
  br i1 %34, label %40, label %35

35:                                               ; preds = %30
  %36 = load %struct.vm*, %struct.vm** %3, align 4
  %37 = getelementptr inbounds %struct.vm, %struct.vm* %36, i32 0, i32 4
  %38 = load i32, i32* %37, align 4
  %39 = icmp sgt i32 %38, 31
  br i1 %39, label %40, label %41

40:                                               ; preds = %35, %30, %25, %12
  call void @abort() #2
  br label %41

41:                                               ; preds = %40, %35
  %42 = load i32, i32* %5, align 4
  switch i32 %42, label %461 [
    i32 0, label %43
    i32 1, label %60
    i32 2, label %72
    i32 3, label %77
    i32 4, label %96
    i32 5, label %128
    i32 6, label %147
    i32 7, label %174
    i32 8, label %201
    i32 9, label %228
    i32 10, label %267
    i32 11, label %306
    i32 12, label %334
    i32 13, label %362
    i32 14, label %381
    i32 15, label %398
    i32 16, label %415
    i32 17, label %419
    i32 18, label %439
    i32 19, label %452
  ]

43:                                               ; preds = %41
  %44 = load %struct.vm*, %struct.vm** %3, align 4
  %45 = getelementptr inbounds %struct.vm, %struct.vm* %44, i32 0, i32 3
  %46 = load i32, i32* %45, align 4
  %47 = icmp sgt i32 %46, 0
  br i1 %47, label %48, label %57

48:                                               ; preds = %43
  %49 = load %struct.vm*, %struct.vm** %3, align 4
  %50 = getelementptr inbounds %struct.vm, %struct.vm* %49, i32 0, i32 0
  %51 = load %struct.vm*, %struct.vm** %3, align 4
  %52 = getelementptr inbounds %struct.vm, %struct.vm* %51, i32 0, i32 3
  %53 = load i32, i32* %52, align 4
  %54 = sub nsw i32 %53, 1
  %55 = getelementptr inbounds [64 x i32], [64 x i32]* %50, i32 0, i32 %54
  %56 = load i32, i32* %55, align 4
  br label %58

57:                                               ; preds = %43
  br label %58

58:                                               ; preds = %57, %48
  %59 = phi i32 [ %56, %48 ], [ 0, %57 ]
  ret i32 %59

60:                                               ; preds = %41
  %61 = load i32, i32* %4, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, i32* %4, align 4
  %63 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %61
  %64 = load i32, i32* %63, align 4
  %65 = load %struct.vm*, %struct.vm** %3, align 4
  %66 = getelementptr inbounds %struct.vm, %struct.vm* %65, i32 0, i32 0
  %67 = load %struct.vm*, %struct.vm** %3, align 4
  %68 = getelementptr inbounds %struct.vm, %struct.vm* %67, i32 0, i32 3
  %69 = load i32, i32* %68, align 4
  %70 = add nsw i32 %69, 1
  store i32 %70, i32* %68, align 4
  %71 = getelementptr inbounds [64 x i32], [64 x i32]* %66, i32 0, i32 %69
  store i32 %64, i32* %71, align 4
  br label %462

72:                                               ; preds = %41
  %73 = load %struct.vm*, %struct.vm** %3, align 4
  %74 = getelementptr inbounds %struct.vm, %struct.vm* %73, i32 0, i32 3
  %75 = load i32, i32* %74, align 4
  %76 = add nsw i32 %75, -1
  store i32 %76, i32* %74, align 4
  br label %462

77:                                               ; preds = %41
  %78 = load %struct.vm*, %struct.vm** %3, align 4
  %79 = getelementptr inbounds %struct.vm, %struct.vm* %78, i32 0, i32 0
  %80 = load %struct.vm*, %struct.vm** %3, align 4
  %81 = getelementptr inbounds %struct.vm, %struct.vm* %80, i32 0, i32 3
  %82 = load i32, i32* %81, align 4
  %83 = sub nsw i32 %82, 1
  %84 = getelementptr inbounds [64 x i32], [64 x i32]* %79, i32 0, i32 %83
  %85 = load i32, i32* %84, align 4
  %86 = load %struct.vm*, %struct.vm** %3, align 4
  %87 = getelementptr inbounds %struct.vm, %struct.vm* %86, i32 0, i32 0
  %88 = load %struct.vm*, %struct.vm** %3, align 4
  %89 = getelementptr inbounds %struct.vm, %struct.vm* %88, i32 0, i32 3
  %90 = load i32, i32* %89, align 4
  %91 = getelementptr inbounds [64 x i32], [64 x i32]* %87, i32 0, i32 %90
  store i32 %85, i32* %91, align 4
  %92 = load %struct.vm*, %struct.vm** %3, align 4
  %93 = getelementptr inbounds %struct.vm, %struct.vm* %92, i32 0, i32 3
  %94 = load i32, i32* %93, align 4
  %95 = add nsw i32 %94, 1
  store i32 %95, i32* %93, align 4
  br label %462

96:                                               ; preds = %41
  %97 = load %struct.vm*, %struct.vm** %3, align 4
  %98 = getelementptr inbounds %struct.vm, %struct.vm* %97, i32 0, i32 0
  %99 = load %struct.vm*, %struct.vm** %3, align 4
  %100 = getelementptr inbounds %struct.vm, %struct.vm* %99, i32 0, i32 3
  %101 = load i32, i32* %100, align 4
  %102 = sub nsw i32 %101, 1
  %103 = getelementptr inbounds [64 x i32], [64 x i32]* %98, i32 0, i32 %102
  %104 = load i32, i32* %103, align 4
  store i32 %104, i32* %6, align 4
  %105 = load %struct.vm*, %struct.vm** %3, align 4
  %106 = getelementptr inbounds %struct.vm, %struct.vm* %105, i32 0, i32 0
  %107 = load %struct.vm*, %struct.vm** %3, align 4
  %108 = getelementptr inbounds %struct.vm, %struct.vm* %107, i32 0, i32 3
  %109 = load i32, i32* %108, align 4
  %110 = sub nsw i32 %109, 2
  %111 = getelementptr inbounds [64 x i32], [64 x i32]* %106, i32 0, i32 %110
  %112 = load i32, i32* %111, align 4
  %113 = load %struct.vm*, %struct.vm** %3, align 4
  %114 = getelementptr inbounds %struct.vm, %struct.vm* %113, i32 0, i32 0
  %115 = load %struct.vm*, %struct.vm** %3, align 4
  %116 = getelementptr inbounds %struct.vm, %struct.vm* %115, i32 0, i32 3
  %117 = load i32, i32* %116, align 4
  %118 = sub nsw i32 %117, 1
  %119 = getelementptr inbounds [64 x i32], [64 x i32]* %114, i32 0, i32 %118
  store i32 %112, i32* %119, align 4
  %120 = load i32, i32* %6, align 4
  %121 = load %struct.vm*, %struct.vm** %3, align 4
  %122 = getelementptr inbounds %struct.vm, %struct.vm* %121, i32 0, i32 0
  %123 = load %struct.vm*, %struct.vm** %3, align 4
  %124 = getelementptr inbounds %struct.vm, %struct.vm* %123, i32 0, i32 3
  %125 = load i32, i32* %124, align 4
  %126 = sub nsw i32 %125, 2
  %127 = getelementptr inbounds [64 x i32], [64 x i32]* %122, i32 0, i32 %126
  store i32 %120, i32* %127, align 4
  br label %462

128:                                              ; preds = %41
  %129 = load %struct.vm*, %struct.vm** %3, align 4
  %130 = getelementptr inbounds %struct.vm, %struct.vm* %129, i32 0, i32 0
  %131 = load %struct.vm*, %struct.vm** %3, align 4
  %132 = getelementptr inbounds %struct.vm, %struct.vm* %131, i32 0, i32 3
  %133 = load i32, i32* %132, align 4
  %134 = sub nsw i32 %133, 2
  %135 = getelementptr inbounds [64 x i32], [64 x i32]* %130, i32 0, i32 %134
  %136 = load i32, i32* %135, align 4
  %137 = load %struct.vm*, %struct.vm** %3, align 4
  %138 = getelementptr inbounds %struct.vm, %struct.vm* %137, i32 0, i32 0
  %139 = load %struct.vm*, %struct.vm** %3, align 4
  %140 = getelementptr inbounds %struct.vm, %struct.vm* %139, i32 0, i32 3
  %141 = load i32, i32* %140, align 4
  %142 = getelementptr inbounds [64 x i32], [64 x i32]* %138, i32 0, i32 %141
  store i32 %136, i32* %142, align 4
  %143 = load %struct.vm*, %struct.vm** %3, align 4
  %144 = getelementptr inbounds %struct.vm, %struct.vm* %143, i32 0, i32 3
  %145 = load i32, i32* %144, align 4
  %146 = add nsw i32 %145, 1
  store i32 %146, i32* %144, align 4
  br label %462

147:                                              ; preds = %41
  %148 = load %struct.vm*, %struct.vm** %3, align 4
  %149 = getelementptr inbounds %struct.vm, %struct.vm* %148, i32 0, i32 0
  %150 = load %struct.vm*, %struct.vm** %3, align 4
  %151 = getelementptr inbounds %struct.vm, %struct.vm* %150, i32 0, i32 3
  %152 = load i32, i32* %151, align 4
  %153 = add nsw i32 %152, -1
  store i32 %153, i32* %151, align 4
  %154 = getelementptr inbounds [64 x i32], [64 x i32]* %149, i32 0, i32 %153
  %155 = load i32, i32* %154, align 4
  store i32 %155, i32* %7, align 4
  %156 = load %struct.vm*, %struct.vm** %3, align 4
  %157 = getelementptr inbounds %struct.vm, %struct.vm* %156, i32 0, i32 0
  %158 = load %struct.vm*, %struct.vm** %3, align 4
  %159 = getelementptr inbounds %struct.vm, %struct.vm* %158, i32 0, i32 3
  %160 = load i32, i32* %159, align 4
  %161 = sub nsw i32 %160, 1
  %162 = getelementptr inbounds [64 x i32], [64 x i32]* %157, i32 0, i32 %161
  %163 = load i32, i32* %162, align 4
  store i32 %163, i32* %6, align 4
  %164 = load i32, i32* %6, align 4
  %165 = load i32, i32* %7, align 4
  %166 = add i32 %164, %165
  %167 = load %struct.vm*, %struct.vm** %3, align 4
  %168 = getelementptr inbounds %struct.vm, %struct.vm* %167, i32 0, i32 0
  %169 = load %struct.vm*, %struct.vm** %3, align 4
  %170 = getelementptr inbounds %struct.vm, %struct.vm* %169, i32 0, i32 3
  %171 = load i32, i32* %170, align 4
  %172 = sub nsw i32 %171, 1
  %173 = getelementptr inbounds [64 x i32], [64 x i32]* %168, i32 0, i32 %172
  store i32 %166, i32* %173, align 4
  br label %462

174:                                              ; preds = %41
  %175 = load %struct.vm*, %struct.vm** %3, align 4
  %176 = getelementptr inbounds %struct.vm, %struct.vm* %175, i32 0, i32 0
  %177 = load %struct.vm*, %struct.vm** %3, align 4
  %178 = getelementptr inbounds %struct.vm, %struct.vm* %177, i32 0, i32 3
  %179 = load i32, i32* %178, align 4
  %180 = add nsw i32 %179, -1
  store i32 %180, i32* %178, align 4
  %181 = getelementptr inbounds [64 x i32], [64 x i32]* %176, i32 0, i32 %180
  %182 = load i32, i32* %181, align 4
  store i32 %182, i32* %7, align 4
  %183 = load %struct.vm*, %struct.vm** %3, align 4
  %184 = getelementptr inbounds %struct.vm, %struct.vm* %183, i32 0, i32 0
  %185 = load %struct.vm*, %struct.vm** %3, align 4
  %186 = getelementptr inbounds %struct.vm, %struct.vm* %185, i32 0, i32 3
  %187 = load i32, i32* %186, align 4
  %188 = sub nsw i32 %187, 1
  %189 = getelementptr inbounds [64 x i32], [64 x i32]* %184, i32 0, i32 %188
  %190 = load i32, i32* %189, align 4
  store i32 %190, i32* %6, align 4
  %191 = load i32, i32* %6, align 4
  %192 = load i32, i32* %7, align 4
  %193 = sub i32 %191, %192
  %194 = load %struct.vm*, %struct.vm** %3, align 4
  %195 = getelementptr inbounds %struct.vm, %struct.vm* %194, i32 0, i32 0
  %196 = load %struct.vm*, %struct.vm** %3, align 4
  %197 = getelementptr inbounds %struct.vm, %struct.vm* %196, i32 0, i32 3
  %198 = load i32, i32* %197, align 4
  %199 = sub nsw i32 %198, 1
  %200 = getelementptr inbounds [64 x i32], [64 x i32]* %195, i32 0, i32 %199
  store i32 %193, i32* %200, align 4
  br label %462

201:                                              ; preds = %41
  %202 = load %struct.vm*, %struct.vm** %3, align 4
  %203 = getelementptr inbounds %struct.vm, %struct.vm* %202, i32 0, i32 0
  %204 = load %struct.vm*, %struct.vm** %3, align 4
  %205 = getelementptr inbounds %struct.vm, %struct.vm* %204, i32 0, i32 3
  %206 = load i32, i32* %205, align 4
  %207 = add nsw i32 %206, -1
  store i32 %207, i32* %205, align 4
  %208 = getelementptr inbounds [64 x i32], [64 x i32]* %203, i32 0, i32 %207
  %209 = load i32, i32* %208, align 4
  store i32 %209, i32* %7, align 4
  %210 = load %struct.vm*, %struct.vm** %3, align 4
  %211 = getelementptr inbounds %struct.vm, %struct.vm* %210, i32 0, i32 0
  %212 = load %struct.vm*, %struct.vm** %3, align 4
  %213 = getelementptr inbounds %struct.vm, %struct.vm* %212, i32 0, i32 3
  %214 = load i32, i32* %213, align 4
  %215 = sub nsw i32 %214, 1
  %216 = getelementptr inbounds [64 x i32], [64 x i32]* %211, i32 0, i32 %215
  %217 = load i32, i32* %216, align 4
  store i32 %217, i32* %6, align 4
  %218 = load i32, i32* %6, align 4
  %219 = load i32, i32* %7, align 4
  %220 = mul i32 %218, %219
  %221 = load %struct.vm*, %struct.vm** %3, align 4
  %222 = getelementptr inbounds %struct.vm, %struct.vm* %221, i32 0, i32 0
  %223 = load %struct.vm*, %struct.vm** %3, align 4
  %224 = getelementptr inbounds %struct.vm, %struct.vm* %223, i32 0, i32 3
  %225 = load i32, i32* %224, align 4
  %226 = sub nsw i32 %225, 1
  %227 = getelementptr inbounds [64 x i32], [64 x i32]* %222, i32 0, i32 %226
  store i32 %220, i32* %227, align 4
  br label %462

228:                                              ; preds = %41
  %229 = load %struct.vm*, %struct.vm** %3, align 4
  %230 = getelementptr inbounds %struct.vm, %struct.vm* %229, i32 0, i32 0
  %231 = load %struct.vm*, %struct.vm** %3, align 4
  %232 = getelementptr inbounds %struct.vm, %struct.vm* %231, i32 0, i32 3
  %233 = load i32, i32* %232, align 4
  %234 = add nsw i32 %233, -1
  store i32 %234, i32* %232, align 4
  %235 = getelementptr inbounds [64 x i32], [64 x i32]* %230, i32 0, i32 %234
  %236 = load i32, i32* %235, align 4
  store i32 %236, i32* %7, align 4
  %237 = load %struct.vm*, %struct.vm** %3, align 4
  %238 = getelementptr inbounds %struct.vm, %struct.vm* %237, i32 0, i32 0
  %239 = load %struct.vm*, %struct.vm** %3, align 4
  %240 = getelementptr inbounds %struct.vm, %struct.vm* %239, i32 0, i32 3
  %241 = load i32, i32* %240, align 4
  %242 = sub nsw i32 %241, 1
  %243 = getelementptr inbounds [64 x i32], [64 x i32]* %238, i32 0, i32 %242
  %244 = load i32, i32* %243, align 4
  store i32 %244, i32* %6, align 4
  %245 = load i32, i32* %7, align 4
  %246 = icmp eq i32 %245, 0
  br i1 %246, label %253, label %247

247:                                              ; preds = %228
  %248 = load i32, i32* %6, align 4
  %249 = icmp eq i32 %248, -2147483648
  br i1 %249, label %250, label %254

250:                                              ; preds = %247
  %251 = load i32, i32* %7, align 4
  %252 = icmp eq i32 %251, -1
  br i1 %252, label %253, label %254

253:                                              ; preds = %250, %228
  br label %258

254:                                              ; preds = %250, %247
  %255 = load i32, i32* %6, align 4
  %256 = load i32, i32* %7, align 4
  %257 = sdiv i32 %255, %256
  br label %258

258:                                              ; preds = %254, %253
  %259 = phi i32 [ 0, %253 ], [ %257, %254 ]
  %260 = load %struct.vm*, %struct.vm** %3, align 4
  %261 = getelementptr inbounds %struct.vm, %struct.vm* %260, i32 0, i32 0
  %262 = load %struct.vm*, %struct.vm** %3, align 4
  %263 = getelementptr inbounds %struct.vm, %struct.vm* %262, i32 0, i32 3
  %264 = load i32, i32* %263, align 4
  %265 = sub nsw i32 %264, 1
  %266 = getelementptr inbounds [64 x i32], [64 x i32]* %261, i32 0, i32 %265
  store i32 %259, i32* %266, align 4
  br label %462

267:                                              ; preds = %41
  %268 = load %struct.vm*, %struct.vm** %3, align 4
  %269 = getelementptr inbounds %struct.vm, %struct.vm* %268, i32 0, i32 0
  %270 = load %struct.vm*, %struct.vm** %3, align 4
  %271 = getelementptr inbounds %struct.vm, %struct.vm* %270, i32 0, i32 3
  %272 = load i32, i32* %271, align 4
  %273 = add nsw i32 %272, -1
  store i32 %273, i32* %271, align 4
  %274 = getelementptr inbounds [64 x i32], [64 x i32]* %269, i32 0, i32 %273
  %275 = load i32, i32* %274, align 4
  store i32 %275, i32* %7, align 4
  %276 = load %struct.vm*, %struct.vm** %3, align 4
  %277 = getelementptr inbounds %struct.vm, %struct.vm* %276, i32 0, i32 0
  %278 = load %struct.vm*, %struct.vm** %3, align 4
  %279 = getelementptr inbounds %struct.vm, %struct.vm* %278, i32 0, i32 3
  %280 = load i32, i32* %279, align 4
  %281 = sub nsw i32 %280, 1
  %282 = getelementptr inbounds [64 x i32], [64 x i32]* %277, i32 0, i32 %281
  %283 = load i32, i32* %282, align 4
  store i32 %283, i32* %6, align 4
  %284 = load i32, i32* %7, align 4
  %285 = icmp eq i32 %284, 0
  br i1 %285, label %292, label %286

286:                                              ; preds = %267
  %287 = load i32, i32* %6, align 4
  %288 = icmp eq i32 %287, -2147483648
  br i1 %288, label %289, label %293

289:                                              ; preds = %286
  %290 = load i32, i32* %7, align 4
  %291 = icmp eq i32 %290, -1
  br i1 %291, label %292, label %293

292:                                              ; preds = %289, %267
  br label %297

293:                                              ; preds = %289, %286
  %294 = load i32, i32* %6, align 4
  %295 = load i32, i32* %7, align 4
  %296 = srem i32 %294, %295
  br label %297

297:                                              ; preds = %293, %292
  %298 = phi i32 [ 0, %292 ], [ %296, %293 ]
  %299 = load %struct.vm*, %struct.vm** %3, align 4
  %300 = getelementptr inbounds %struct.vm, %struct.vm* %299, i32 0, i32 0
  %301 = load %struct.vm*, %struct.vm** %3, align 4
  %302 = getelementptr inbounds %struct.vm, %struct.vm* %301, i32 0, i32 3
  %303 = load i32, i32* %302, align 4
  %304 = sub nsw i32 %303, 1
  %305 = getelementptr inbounds [64 x i32], [64 x i32]* %300, i32 0, i32 %304
  store i32 %298, i32* %305, align 4
  br label %462

306:                                              ; preds = %41
  %307 = load %struct.vm*, %struct.vm** %3, align 4
  %308 = getelementptr inbounds %struct.vm, %struct.vm* %307, i32 0, i32 0
  %309 = load %struct.vm*, %struct.vm** %3, align 4
  %310 = getelementptr inbounds %struct.vm, %struct.vm* %309, i32 0, i32 3
  %311 = load i32, i32* %310, align 4
  %312 = add nsw i32 %311, -1
  store i32 %312, i32* %310, align 4
  %313 = getelementptr inbounds [64 x i32], [64 x i32]* %308, i32 0, i32 %312
  %314 = load i32, i32* %313, align 4
  store i32 %314, i32* %7, align 4
  %315 = load %struct.vm*, %struct.vm** %3, align 4
  %316 = getelementptr inbounds %struct.vm, %struct.vm* %315, i32 0, i32 0
  %317 = load %struct.vm*, %struct.vm** %3, align 4
  %318 = getelementptr inbounds %struct.vm, %struct.vm* %317, i32 0, i32 3
  %319 = load i32, i32* %318, align 4
  %320 = sub nsw i32 %319, 1
  %321 = getelementptr inbounds [64 x i32], [64 x i32]* %316, i32 0, i32 %320
  %322 = load i32, i32* %321, align 4
  store i32 %322, i32* %6, align 4
  %323 = load i32, i32* %6, align 4
  %324 = load i32, i32* %7, align 4
  %325 = icmp slt i32 %323, %324
  %326 = zext i1 %325 to i32
  %327 = load %struct.vm*, %struct.vm** %3, align 4
  %328 = getelementptr inbounds %struct.vm, %struct.vm* %327, i32 0, i32 0
  %329 = load %struct.vm*, %struct.vm** %3, align 4
  %330 = getelementptr inbounds %struct.vm, %struct.vm* %329, i32 0, i32 3
  %331 = load i32, i32* %330, align 4
  %332 = sub nsw i32 %331, 1
  %333 = getelementptr inbounds [64 x i32], [64 x i32]* %328, i32 0, i32 %332
  store i32 %326, i32* %333, align 4
  br label %462

334:                                              ; preds = %41
  %335 = load %struct.vm*, %struct.vm** %3, align 4
  %336 = getelementptr inbounds %struct.vm, %struct.vm* %335, i32 0, i32 0
  %337 = load %struct.vm*, %struct.vm** %3, align 4
  %338 = getelementptr inbounds %struct.vm, %struct.vm* %337, i32 0, i32 3
  %339 = load i32, i32* %338, align 4
  %340 = add nsw i32 %339, -1
  store i32 %340, i32* %338, align 4
  %341 = getelementptr inbounds [64 x i32], [64 x i32]* %336, i32 0, i32 %340
  %342 = load i32, i32* %341, align 4
  store i32 %342, i32* %7, align 4
  %343 = load %struct.vm*, %struct.vm** %3, align 4
  %344 = getelementptr inbounds %struct.vm, %struct.vm* %343, i32 0, i32 0
  %345 = load %struct.vm*, %struct.vm** %3, align 4
  %346 = getelementptr inbounds %struct.vm, %struct.vm* %345, i32 0, i32 3
  %347 = load i32, i32* %346, align 4
  %348 = sub nsw i32 %347, 1
  %349 = getelementptr inbounds [64 x i32], [64 x i32]* %344, i32 0, i32 %348
  %350 = load i32, i32* %349, align 4
  store i32 %350, i32* %6, align 4
  %351 = load i32, i32* %6, align 4
  %352 = load i32, i32* %7, align 4
  %353 = icmp eq i32 %351, %352
  %354 = zext i1 %353 to i32
  %355 = load %struct.vm*, %struct.vm** %3, align 4
  %356 = getelementptr inbounds %struct.vm, %struct.vm* %355, i32 0, i32 0
  %357 = load %struct.vm*, %struct.vm** %3, align 4
  %358 = getelementptr inbounds %struct.vm, %struct.vm* %357, i32 0, i32 3
  %359 = load i32, i32* %358, align 4
  %360 = sub nsw i32 %359, 1
  %361 = getelementptr inbounds [64 x i32], [64 x i32]* %356, i32 0, i32 %360
  store i32 %354, i32* %361, align 4
  br label %462

362:                                              ; preds = %41
  %363 = load %struct.vm*, %struct.vm** %3, align 4
  %364 = getelementptr inbounds %struct.vm, %struct.vm* %363, i32 0, i32 0
  %365 = load %struct.vm*, %struct.vm** %3, align 4
  %366 = getelementptr inbounds %struct.vm, %struct.vm* %365, i32 0, i32 3
  %367 = load i32, i32* %366, align 4
  %368 = sub nsw i32 %367, 1
  %369 = getelementptr inbounds [64 x i32], [64 x i32]* %364, i32 0, i32 %368
  %370 = load i32, i32* %369, align 4
  %371 = icmp ne i32 %370, 0
  %372 = xor i1 %371, true
  %373 = zext i1 %372 to i32
  %374 = load %struct.vm*, %struct.vm** %3, align 4
  %375 = getelementptr inbounds %struct.vm, %struct.vm* %374, i32 0, i32 0
  %376 = load %struct.vm*, %struct.vm** %3, align 4
  %377 = getelementptr inbounds %struct.vm, %struct.vm* %376, i32 0, i32 3
  %378 = load i32, i32* %377, align 4
  %379 = sub nsw i32 %378, 1
  %380 = getelementptr inbounds [64 x i32], [64 x i32]* %375, i32 0, i32 %379
  store i32 %373, i32* %380, align 4
  br label %462

381:                                              ; preds = %41
  %382 = load %struct.vm*, %struct.vm** %3, align 4
  %383 = getelementptr inbounds %struct.vm, %struct.vm* %382, i32 0, i32 1
  %384 = load i32, i32* %4, align 4
  %385 = add nsw i32 %384, 1
  store i32 %385, i32* %4, align 4
  %386 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %384
  %387 = load i32, i32* %386, align 4
  %388 = and i32 %387, 7
  %389 = getelementptr inbounds [8 x i32], [8 x i32]* %383, i32 0, i32 %388
  %390 = load i32, i32* %389, align 4
  %391 = load %struct.vm*, %struct.vm** %3, align 4
  %392 = getelementptr inbounds %struct.vm, %struct.vm* %391, i32 0, i32 0
  %393 = load %struct.vm*, %struct.vm** %3, align 4
  %394 = getelementptr inbounds %struct.vm, %struct.vm* %393, i32 0, i32 3
  %395 = load i32, i32* %394, align 4
  %396 = add nsw i32 %395, 1
  store i32 %396, i32* %394, align 4
  %397 = getelementptr inbounds [64 x i32], [64 x i32]* %392, i32 0, i32 %395
  store i32 %390, i32* %397, align 4
  br label %462

398:                                              ; preds = %41
  %399 = load %struct.vm*, %struct.vm** %3, align 4
  %400 = getelementptr inbounds %struct.vm, %struct.vm* %399, i32 0, i32 0
  %401 = load %struct.vm*, %struct.vm** %3, align 4
  %402 = getelementptr inbounds %struct.vm, %struct.vm* %401, i32 0, i32 3
  %403 = load i32, i32* %402, align 4
  %404 = add nsw i32 %403, -1
  store i32 %404, i32* %402, align 4
  %405 = getelementptr inbounds [64 x i32], [64 x i32]* %400, i32 0, i32 %404
  %406 = load i32, i32* %405, align 4
  %407 = load %struct.vm*, %struct.vm** %3, align 4
  %408 = getelementptr inbounds %struct.vm, %struct.vm* %407, i32 0, i32 1
  %409 = load i32, i32* %4, align 4
  %410 = add nsw i32 %409, 1
  store i32 %410, i32* %4, align 4
  %411 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %409
  %412 = load i32, i32* %411, align 4
  %413 = and i32 %412, 7
  %414 = getelementptr inbounds [8 x i32], [8 x i32]* %408, i32 0, i32 %413
  store i32 %406, i32* %414, align 4
  br label %462

415:                                              ; preds = %41
  %416 = load i32, i32* %4, align 4
  %417 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %416
  %418 = load i32, i32* %417, align 4
  store i32 %418, i32* %4, align 4
  br label %462

419:                                              ; preds = %41
  %420 = load %struct.vm*, %struct.vm** %3, align 4
  %421 = getelementptr inbounds %struct.vm, %struct.vm* %420, i32 0, i32 0
  %422 = load %struct.vm*, %struct.vm** %3, align 4
  %423 = getelementptr inbounds %struct.vm, %struct.vm* %422, i32 0, i32 3
  %424 = load i32, i32* %423, align 4
  %425 = add nsw i32 %424, -1
  store i32 %425, i32* %423, align 4
  %426 = getelementptr inbounds [64 x i32], [64 x i32]* %421, i32 0, i32 %425
  %427 = load i32, i32* %426, align 4
  store i32 %427, i32* %6, align 4
  %428 = load i32, i32* %6, align 4
  %429 = icmp eq i32 %428, 0
  br i1 %429, label %430, label %434

430:                                              ; preds = %419
  %431 = load i32, i32* %4, align 4
  %432 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %431
  %433 = load i32, i32* %432, align 4
  br label %437

434:                                              ; preds = %419
  %435 = load i32, i32* %4, align 4
  %436 = add nsw i32 %435, 1
  br label %437

437:                                              ; preds = %434, %430
  %438 = phi i32 [ %433, %430 ], [ %436, %434 ]
  store i32 %438, i32* %4, align 4
  br label %462

439:                                              ; preds = %41
  %440 = load i32, i32* %4, align 4
  %441 = add nsw i32 %440, 1
  %442 = load %struct.vm*, %struct.vm** %3, align 4
  %443 = getelementptr inbounds %struct.vm, %struct.vm* %442, i32 0, i32 2
  %444 = load %struct.vm*, %struct.vm** %3, align 4
  %445 = getelementptr inbounds %struct.vm, %struct.vm* %444, i32 0, i32 4
  %446 = load i32, i32* %445, align 4
  %447 = add nsw i32 %446, 1
  store i32 %447, i32* %445, align 4
  %448 = getelementptr inbounds [32 x i32], [32 x i32]* %443, i32 0, i32 %446
  store i32 %441, i32* %448, align 4
  %449 = load i32, i32* %4, align 4
  %450 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %449
  %451 = load i32, i32* %450, align 4
  store i32 %451, i32* %4, align 4
  br label %462

452:                                              ; preds = %41
  %453 = load %struct.vm*, %struct.vm** %3, align 4
  %454 = getelementptr inbounds %struct.vm, %struct.vm* %453, i32 0, i32 2
  %455 = load %struct.vm*, %struct.vm** %3, align 4
  %456 = getelementptr inbounds %struct.vm, %struct.vm* %455, i32 0, i32 4
  %457 = load i32, i32* %456, align 4
  %458 = add nsw i32 %457, -1
  store i32 %458, i32* %456, align 4
  %459 = getelementptr inbounds [32 x i32], [32 x i32]* %454, i32 0, i32 %458
  %460 = load i32, i32* %459, align 4
  store i32 %460, i32* %4, align 4
  br label %462

461:                                              ; preds = %41
  call void @abort() #2
  br label %462

462:                                              ; preds = %461, %452, %439, %437, %415, %398, %381, %362, %334, %306, %297, %258, %201, %174, %147, %128, %96, %77, %72, %60
  br label %12
}

; Function Attrs: noinline nounwind optnone
define internal void @print_int(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [12 x i8], align 1
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i32 0, i32* %4, align 4
  %6 = load i32, i32* %2, align 4
  %7 = icmp slt i32 %6, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %1
  %9 = load i32, i32* %2, align 4
  %10 = sub i32 0, %9
  br label %13

11:                                               ; preds = %1
  %12 = load i32, i32* %2, align 4
  br label %13

13:                                               ; preds = %11, %8
  %14 = phi i32 [ %10, %8 ], [ %12, %11 ]
  store i32 %14, i32* %5, align 4
  %15 = load i32, i32* %2, align 4
  %16 = icmp slt i32 %15, 0
  br i1 %16, label %17, label %19

17:                                               ; preds = %13
  %18 = call i32 @putchar(i32 noundef 45) #2
  br label %19

19:                                               ; preds = %17, %13
  br label %20

20:                                               ; preds = %30, %19
  %21 = load i32, i32* %5, align 4
  %22 = urem i32 %21, 10
  %23 = add i32 48, %22
  %24 = trunc i32 %23 to i8
  %25 = load i32, i32* %4, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, i32* %4, align 4
  %27 = getelementptr inbounds [12 x i8], [12 x i8]* %3, i32 0, i32 %25
  store i8 %24, i8* %27, align 1
  %28 = load i32, i32* %5, align 4
  %29 = udiv i32 %28, 10
  store i32 %29, i32* %5, align 4
  br label %30

30:                                               ; preds = %20
  %31 = load i32, i32* %5, align 4
  %32 = icmp ne i32 %31, 0
  br i1 %32, label %20, label %33, !llvm.loop !7

33:                                               ; preds = %30
  br label %34

34:                                               ; preds = %37, %33
  %35 = load i32, i32* %4, align 4
  %36 = icmp ne i32 %35, 0
  br i1 %36, label %37, label %44

37:                                               ; preds = %34
  %38 = load i32, i32* %4, align 4
  %39 = add nsw i32 %38, -1
  store i32 %39, i32* %4, align 4
  %40 = getelementptr inbounds [12 x i8], [12 x i8]* %3, i32 0, i32 %39
  %41 = load i8, i8* %40, align 1
  %42 = zext i8 %41 to i32
  %43 = call i32 @putchar(i32 noundef %42) #2
  br label %34, !llvm.loop !9

44:                                               ; preds = %34
  %45 = call i32 @putchar(i32 noundef 10) #2
  ret void
}

declare dso_local void @abort() #1

declare dso_local void @exit(i32 noundef) #1

; Function Attrs: noinline nounwind optnone
define internal void @e2(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* @ncode, align 4
  %7 = add nsw i32 %6, 1
  store i32 %7, i32* @ncode, align 4
  %8 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %6
  store i32 %5, i32* %8, align 4
  %9 = load i32, i32* %4, align 4
  %10 = load i32, i32* @ncode, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, i32* @ncode, align 4
  %12 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %10
  store i32 %9, i32* %12, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @e1(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = load i32, i32* @ncode, align 4
  %5 = add nsw i32 %4, 1
  store i32 %5, i32* @ncode, align 4
  %6 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %4
  store i32 %3, i32* %6, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @fwd(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = load i32, i32* @ncode, align 4
  %5 = add nsw i32 %4, 1
  store i32 %5, i32* @ncode, align 4
  %6 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %4
  store i32 %3, i32* %6, align 4
  %7 = load i32, i32* @ncode, align 4
  %8 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %7
  store i32 -1, i32* %8, align 4
  %9 = load i32, i32* @ncode, align 4
  %10 = add nsw i32 %9, 1
  store i32 %10, i32* @ncode, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone
define internal void @patch(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* @ncode, align 4
  %4 = load i32, i32* %2, align 4
  %5 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %4
  store i32 %3, i32* %5, align 4
  ret void
}

declare dso_local i32 @putchar(i32 noundef) #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #2 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{!"Debian clang version 14.0.6"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
