; ModuleID = 'rational.c'
source_filename = "rational.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.q = type { i32, i32 }

@__const.main.prev = private unnamed_addr constant %struct.q { i32 0, i32 1 }, align 4
@__const.main.sum = private unnamed_addr constant %struct.q { i32 0, i32 1 }, align 4
@__const.main.alt = private unnamed_addr constant %struct.q { i32 0, i32 1 }, align 4
@h = internal global i32 -2128831035, align 4

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.q, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.q, align 4
  %12 = alloca %struct.q, align 4
  %13 = alloca %struct.q, align 4
  %14 = alloca %struct.q, align 4
  %15 = alloca i32, align 4
  %16 = alloca %struct.q, align 4
  %17 = alloca %struct.q, align 4
  %18 = alloca %struct.q, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  store i32 12, ptr %1, align 4
  store i32 0, ptr %2, align 4
  store i32 1, ptr %3, align 4
  store i32 1, ptr %4, align 4
  store i32 12, ptr %5, align 4
  store i32 1, ptr %6, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 @__const.main.prev, i64 8, i1 false)
  br label %21

21:                                               ; preds = %64, %0
  %22 = load i32, ptr %4, align 4
  %23 = icmp sle i32 %22, 12
  br i1 %23, label %24, label %73

24:                                               ; preds = %21
  %25 = load i32, ptr %3, align 4
  %26 = add nsw i32 12, %25
  %27 = load i32, ptr %5, align 4
  %28 = sdiv i32 %26, %27
  store i32 %28, ptr %8, align 4
  %29 = load i32, ptr %8, align 4
  %30 = load i32, ptr %4, align 4
  %31 = mul nsw i32 %29, %30
  %32 = load i32, ptr %2, align 4
  %33 = sub nsw i32 %31, %32
  store i32 %33, ptr %9, align 4
  %34 = load i32, ptr %8, align 4
  %35 = load i32, ptr %5, align 4
  %36 = mul nsw i32 %34, %35
  %37 = load i32, ptr %3, align 4
  %38 = sub nsw i32 %36, %37
  store i32 %38, ptr %10, align 4
  %39 = load i32, ptr %4, align 4
  %40 = sext i32 %39 to i64
  %41 = load i32, ptr %5, align 4
  %42 = sext i32 %41 to i64
  call void @q_make(ptr noundef %11, i64 noundef %40, i64 noundef %42) #3
  %43 = call i32 @q_cmp(ptr noundef %7, ptr noundef %11) #3
  %44 = icmp sge i32 %43, 0
  br i1 %44, label %45, label %46

45:                                               ; preds = %24
  call void @abort() #3
  br label %46

46:                                               ; preds = %45, %24
  %47 = getelementptr inbounds %struct.q, ptr %7, i32 0, i32 1
  %48 = load i32, ptr %47, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds %struct.q, ptr %11, i32 0, i32 0
  %51 = load i32, ptr %50, align 4
  %52 = sext i32 %51 to i64
  %53 = mul nsw i64 %49, %52
  %54 = getelementptr inbounds %struct.q, ptr %7, i32 0, i32 0
  %55 = load i32, ptr %54, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds %struct.q, ptr %11, i32 0, i32 1
  %58 = load i32, ptr %57, align 4
  %59 = sext i32 %58 to i64
  %60 = mul nsw i64 %56, %59
  %61 = sub nsw i64 %53, %60
  %62 = icmp ne i64 %61, 1
  br i1 %62, label %63, label %64

63:                                               ; preds = %46
  call void @abort() #3
  br label %64

64:                                               ; preds = %63, %46
  %65 = load i32, ptr %4, align 4
  %66 = load i32, ptr %5, align 4
  call void @continued_fraction(i32 noundef %65, i32 noundef %66) #3
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 %11, i64 8, i1 false)
  %67 = load i32, ptr %4, align 4
  store i32 %67, ptr %2, align 4
  %68 = load i32, ptr %5, align 4
  store i32 %68, ptr %3, align 4
  %69 = load i32, ptr %9, align 4
  store i32 %69, ptr %4, align 4
  %70 = load i32, ptr %10, align 4
  store i32 %70, ptr %5, align 4
  %71 = load i32, ptr %6, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %6, align 4
  br label %21, !llvm.loop !2

73:                                               ; preds = %21
  %74 = load i32, ptr %6, align 4
  call void @mix(i32 noundef %74) #3
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %12, ptr align 4 @__const.main.sum, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %13, ptr align 4 @__const.main.alt, i64 8, i1 false)
  store i32 1, ptr %15, align 4
  br label %75

75:                                               ; preds = %94, %73
  %76 = load i32, ptr %15, align 4
  %77 = icmp sle i32 %76, 20
  br i1 %77, label %78, label %97

78:                                               ; preds = %75
  %79 = load i32, ptr %15, align 4
  %80 = sext i32 %79 to i64
  call void @q_make(ptr noundef %14, i64 noundef 1, i64 noundef %80) #3
  call void @q_add(ptr noundef %12, ptr noundef %12, ptr noundef %14) #3
  %81 = load i32, ptr %15, align 4
  %82 = and i32 %81, 1
  %83 = icmp ne i32 %82, 0
  br i1 %83, label %84, label %85

84:                                               ; preds = %78
  call void @q_add(ptr noundef %13, ptr noundef %13, ptr noundef %14) #3
  br label %86

85:                                               ; preds = %78
  call void @q_sub(ptr noundef %13, ptr noundef %13, ptr noundef %14) #3
  br label %86

86:                                               ; preds = %85, %84
  %87 = getelementptr inbounds %struct.q, ptr %12, i32 0, i32 0
  %88 = load i32, ptr %87, align 4
  %89 = getelementptr inbounds %struct.q, ptr %12, i32 0, i32 1
  %90 = load i32, ptr %89, align 4
  %91 = xor i32 %88, %90
  call void @mix(i32 noundef %91) #3
  %92 = getelementptr inbounds %struct.q, ptr %13, i32 0, i32 0
  %93 = load i32, ptr %92, align 4
  call void @mix(i32 noundef %93) #3
  br label %94

94:                                               ; preds = %86
  %95 = load i32, ptr %15, align 4
  %96 = add nsw i32 %95, 1
  store i32 %96, ptr %15, align 4
  br label %75, !llvm.loop !4

97:                                               ; preds = %75
  store i32 -7, ptr %19, align 4
  br label %98

98:                                               ; preds = %132, %97
  %99 = load i32, ptr %19, align 4
  %100 = icmp sle i32 %99, 7
  br i1 %100, label %101, label %135

101:                                              ; preds = %98
  store i32 -5, ptr %20, align 4
  br label %102

102:                                              ; preds = %128, %101
  %103 = load i32, ptr %20, align 4
  %104 = icmp sle i32 %103, 5
  br i1 %104, label %105, label %131

105:                                              ; preds = %102
  %106 = load i32, ptr %19, align 4
  %107 = sext i32 %106 to i64
  call void @q_make(ptr noundef %16, i64 noundef %107, i64 noundef 3) #3
  %108 = load i32, ptr %20, align 4
  %109 = sext i32 %108 to i64
  call void @q_make(ptr noundef %17, i64 noundef %109, i64 noundef 4) #3
  call void @q_mul(ptr noundef %18, ptr noundef %16, ptr noundef %17) #3
  %110 = getelementptr inbounds %struct.q, ptr %18, i32 0, i32 0
  %111 = load i32, ptr %110, align 4
  %112 = getelementptr inbounds %struct.q, ptr %18, i32 0, i32 1
  %113 = load i32, ptr %112, align 4
  %114 = shl i32 %113, 16
  %115 = xor i32 %111, %114
  call void @mix(i32 noundef %115) #3
  call void @q_div(ptr noundef %18, ptr noundef %16, ptr noundef %17) #3
  %116 = getelementptr inbounds %struct.q, ptr %18, i32 0, i32 0
  %117 = load i32, ptr %116, align 4
  %118 = getelementptr inbounds %struct.q, ptr %18, i32 0, i32 1
  %119 = load i32, ptr %118, align 4
  %120 = shl i32 %119, 16
  %121 = xor i32 %117, %120
  call void @mix(i32 noundef %121) #3
  call void @q_sub(ptr noundef %18, ptr noundef %17, ptr noundef %16) #3
  %122 = call i32 @q_cmp(ptr noundef %18, ptr noundef %16) #3
  %123 = add nsw i32 %122, 1
  call void @mix(i32 noundef %123) #3
  %124 = getelementptr inbounds %struct.q, ptr %18, i32 0, i32 0
  %125 = load i32, ptr %124, align 4
  %126 = getelementptr inbounds %struct.q, ptr %18, i32 0, i32 1
  %127 = load i32, ptr %126, align 4
  call void @continued_fraction(i32 noundef %125, i32 noundef %127) #3
  br label %128

128:                                              ; preds = %105
  %129 = load i32, ptr %20, align 4
  %130 = add nsw i32 %129, 2
  store i32 %130, ptr %20, align 4
  br label %102, !llvm.loop !5

131:                                              ; preds = %102
  br label %132

132:                                              ; preds = %131
  %133 = load i32, ptr %19, align 4
  %134 = add nsw i32 %133, 1
  store i32 %134, ptr %19, align 4
  br label %98, !llvm.loop !6

135:                                              ; preds = %98
  %136 = load i32, ptr @h, align 4
  %137 = and i32 %136, 2147483647
  ret i32 %137
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone
define internal void @q_make(ptr noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %10 = load i64, ptr %6, align 8
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %12, label %13

12:                                               ; preds = %3
  call void @abort() #3
  br label %13

13:                                               ; preds = %12, %3
  %14 = load i64, ptr %6, align 8
  %15 = icmp slt i64 %14, 0
  br i1 %15, label %16, label %21

16:                                               ; preds = %13
  %17 = load i64, ptr %5, align 8
  %18 = sub nsw i64 0, %17
  store i64 %18, ptr %5, align 8
  %19 = load i64, ptr %6, align 8
  %20 = sub nsw i64 0, %19
  store i64 %20, ptr %6, align 8
  br label %21

21:                                               ; preds = %16, %13
  %22 = load i64, ptr %5, align 8
  %23 = icmp slt i64 %22, 0
  br i1 %23, label %24, label %27

24:                                               ; preds = %21
  %25 = load i64, ptr %5, align 8
  %26 = sub nsw i64 0, %25
  br label %29

27:                                               ; preds = %21
  %28 = load i64, ptr %5, align 8
  br label %29

29:                                               ; preds = %27, %24
  %30 = phi i64 [ %26, %24 ], [ %28, %27 ]
  store i64 %30, ptr %7, align 8
  %31 = load i64, ptr %6, align 8
  store i64 %31, ptr %8, align 8
  br label %32

32:                                               ; preds = %35, %29
  %33 = load i64, ptr %8, align 8
  %34 = icmp ne i64 %33, 0
  br i1 %34, label %35, label %41

35:                                               ; preds = %32
  %36 = load i64, ptr %7, align 8
  %37 = load i64, ptr %8, align 8
  %38 = srem i64 %36, %37
  store i64 %38, ptr %9, align 8
  %39 = load i64, ptr %8, align 8
  store i64 %39, ptr %7, align 8
  %40 = load i64, ptr %9, align 8
  store i64 %40, ptr %8, align 8
  br label %32, !llvm.loop !7

41:                                               ; preds = %32
  %42 = load i64, ptr %7, align 8
  %43 = icmp eq i64 %42, 0
  br i1 %43, label %44, label %45

44:                                               ; preds = %41
  store i64 1, ptr %7, align 8
  br label %45

45:                                               ; preds = %44, %41
  %46 = load i64, ptr %7, align 8
  %47 = load i64, ptr %5, align 8
  %48 = sdiv i64 %47, %46
  store i64 %48, ptr %5, align 8
  %49 = load i64, ptr %7, align 8
  %50 = load i64, ptr %6, align 8
  %51 = sdiv i64 %50, %49
  store i64 %51, ptr %6, align 8
  %52 = load i64, ptr %5, align 8
  %53 = icmp sgt i64 %52, 2147483647
  br i1 %53, label %60, label %54

54:                                               ; preds = %45
  %55 = load i64, ptr %5, align 8
  %56 = icmp slt i64 %55, -2147483647
  br i1 %56, label %60, label %57

57:                                               ; preds = %54
  %58 = load i64, ptr %6, align 8
  %59 = icmp sgt i64 %58, 2147483647
  br i1 %59, label %60, label %61

60:                                               ; preds = %57, %54, %45
  call void @abort() #3
  br label %61

61:                                               ; preds = %60, %57
  %62 = load i64, ptr %5, align 8
  %63 = trunc i64 %62 to i32
  %64 = load ptr, ptr %4, align 8
  %65 = getelementptr inbounds %struct.q, ptr %64, i32 0, i32 0
  store i32 %63, ptr %65, align 4
  %66 = load i64, ptr %6, align 8
  %67 = trunc i64 %66 to i32
  %68 = load ptr, ptr %4, align 8
  %69 = getelementptr inbounds %struct.q, ptr %68, i32 0, i32 1
  store i32 %67, ptr %69, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @q_cmp(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds %struct.q, ptr %7, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = sext i32 %9 to i64
  %11 = load ptr, ptr %4, align 8
  %12 = getelementptr inbounds %struct.q, ptr %11, i32 0, i32 1
  %13 = load i32, ptr %12, align 4
  %14 = sext i32 %13 to i64
  %15 = mul nsw i64 %10, %14
  store i64 %15, ptr %5, align 8
  %16 = load ptr, ptr %4, align 8
  %17 = getelementptr inbounds %struct.q, ptr %16, i32 0, i32 0
  %18 = load i32, ptr %17, align 4
  %19 = sext i32 %18 to i64
  %20 = load ptr, ptr %3, align 8
  %21 = getelementptr inbounds %struct.q, ptr %20, i32 0, i32 1
  %22 = load i32, ptr %21, align 4
  %23 = sext i32 %22 to i64
  %24 = mul nsw i64 %19, %23
  store i64 %24, ptr %6, align 8
  %25 = load i64, ptr %5, align 8
  %26 = load i64, ptr %6, align 8
  %27 = icmp sgt i64 %25, %26
  %28 = zext i1 %27 to i32
  %29 = load i64, ptr %5, align 8
  %30 = load i64, ptr %6, align 8
  %31 = icmp slt i64 %29, %30
  %32 = zext i1 %31 to i32
  %33 = sub nsw i32 %28, %32
  ret i32 %33
}

declare dso_local void @abort() #2

; Function Attrs: noinline nounwind optnone
define internal void @continued_fraction(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %8

8:                                                ; preds = %35, %2
  %9 = load i32, ptr %5, align 4
  %10 = icmp slt i32 %9, 12
  br i1 %10, label %11, label %14

11:                                               ; preds = %8
  %12 = load i32, ptr %4, align 4
  %13 = icmp ne i32 %12, 0
  br label %14

14:                                               ; preds = %11, %8
  %15 = phi i1 [ false, %8 ], [ %13, %11 ]
  br i1 %15, label %16, label %38

16:                                               ; preds = %14
  %17 = load i32, ptr %3, align 4
  %18 = load i32, ptr %4, align 4
  %19 = sdiv i32 %17, %18
  store i32 %19, ptr %6, align 4
  %20 = load i32, ptr %3, align 4
  %21 = load i32, ptr %4, align 4
  %22 = srem i32 %20, %21
  store i32 %22, ptr %7, align 4
  %23 = load i32, ptr %7, align 4
  %24 = icmp slt i32 %23, 0
  br i1 %24, label %25, label %31

25:                                               ; preds = %16
  %26 = load i32, ptr %6, align 4
  %27 = sub nsw i32 %26, 1
  store i32 %27, ptr %6, align 4
  %28 = load i32, ptr %4, align 4
  %29 = load i32, ptr %7, align 4
  %30 = add nsw i32 %29, %28
  store i32 %30, ptr %7, align 4
  br label %31

31:                                               ; preds = %25, %16
  %32 = load i32, ptr %6, align 4
  call void @mix(i32 noundef %32) #3
  %33 = load i32, ptr %4, align 4
  store i32 %33, ptr %3, align 4
  %34 = load i32, ptr %7, align 4
  store i32 %34, ptr %4, align 4
  br label %35

35:                                               ; preds = %31
  %36 = load i32, ptr %5, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %5, align 4
  br label %8, !llvm.loop !8

38:                                               ; preds = %14
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @mix(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr @h, align 4
  %4 = load i32, ptr %2, align 4
  %5 = xor i32 %3, %4
  %6 = mul i32 %5, 16777619
  store i32 %6, ptr @h, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @q_add(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = getelementptr inbounds %struct.q, ptr %8, i32 0, i32 0
  %10 = load i32, ptr %9, align 4
  %11 = sext i32 %10 to i64
  %12 = load ptr, ptr %6, align 8
  %13 = getelementptr inbounds %struct.q, ptr %12, i32 0, i32 1
  %14 = load i32, ptr %13, align 4
  %15 = sext i32 %14 to i64
  %16 = mul nsw i64 %11, %15
  %17 = load ptr, ptr %6, align 8
  %18 = getelementptr inbounds %struct.q, ptr %17, i32 0, i32 0
  %19 = load i32, ptr %18, align 4
  %20 = sext i32 %19 to i64
  %21 = load ptr, ptr %5, align 8
  %22 = getelementptr inbounds %struct.q, ptr %21, i32 0, i32 1
  %23 = load i32, ptr %22, align 4
  %24 = sext i32 %23 to i64
  %25 = mul nsw i64 %20, %24
  %26 = add nsw i64 %16, %25
  %27 = load ptr, ptr %5, align 8
  %28 = getelementptr inbounds %struct.q, ptr %27, i32 0, i32 1
  %29 = load i32, ptr %28, align 4
  %30 = sext i32 %29 to i64
  %31 = load ptr, ptr %6, align 8
  %32 = getelementptr inbounds %struct.q, ptr %31, i32 0, i32 1
  %33 = load i32, ptr %32, align 4
  %34 = sext i32 %33 to i64
  %35 = mul nsw i64 %30, %34
  call void @q_make(ptr noundef %7, i64 noundef %26, i64 noundef %35) #3
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @q_sub(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = getelementptr inbounds %struct.q, ptr %8, i32 0, i32 0
  %10 = load i32, ptr %9, align 4
  %11 = sext i32 %10 to i64
  %12 = load ptr, ptr %6, align 8
  %13 = getelementptr inbounds %struct.q, ptr %12, i32 0, i32 1
  %14 = load i32, ptr %13, align 4
  %15 = sext i32 %14 to i64
  %16 = mul nsw i64 %11, %15
  %17 = load ptr, ptr %6, align 8
  %18 = getelementptr inbounds %struct.q, ptr %17, i32 0, i32 0
  %19 = load i32, ptr %18, align 4
  %20 = sext i32 %19 to i64
  %21 = load ptr, ptr %5, align 8
  %22 = getelementptr inbounds %struct.q, ptr %21, i32 0, i32 1
  %23 = load i32, ptr %22, align 4
  %24 = sext i32 %23 to i64
  %25 = mul nsw i64 %20, %24
  %26 = sub nsw i64 %16, %25
  %27 = load ptr, ptr %5, align 8
  %28 = getelementptr inbounds %struct.q, ptr %27, i32 0, i32 1
  %29 = load i32, ptr %28, align 4
  %30 = sext i32 %29 to i64
  %31 = load ptr, ptr %6, align 8
  %32 = getelementptr inbounds %struct.q, ptr %31, i32 0, i32 1
  %33 = load i32, ptr %32, align 4
  %34 = sext i32 %33 to i64
  %35 = mul nsw i64 %30, %34
  call void @q_make(ptr noundef %7, i64 noundef %26, i64 noundef %35) #3
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @q_mul(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = getelementptr inbounds %struct.q, ptr %8, i32 0, i32 0
  %10 = load i32, ptr %9, align 4
  %11 = sext i32 %10 to i64
  %12 = load ptr, ptr %6, align 8
  %13 = getelementptr inbounds %struct.q, ptr %12, i32 0, i32 0
  %14 = load i32, ptr %13, align 4
  %15 = sext i32 %14 to i64
  %16 = mul nsw i64 %11, %15
  %17 = load ptr, ptr %5, align 8
  %18 = getelementptr inbounds %struct.q, ptr %17, i32 0, i32 1
  %19 = load i32, ptr %18, align 4
  %20 = sext i32 %19 to i64
  %21 = load ptr, ptr %6, align 8
  %22 = getelementptr inbounds %struct.q, ptr %21, i32 0, i32 1
  %23 = load i32, ptr %22, align 4
  %24 = sext i32 %23 to i64
  %25 = mul nsw i64 %20, %24
  call void @q_make(ptr noundef %7, i64 noundef %16, i64 noundef %25) #3
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @q_div(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = getelementptr inbounds %struct.q, ptr %8, i32 0, i32 0
  %10 = load i32, ptr %9, align 4
  %11 = sext i32 %10 to i64
  %12 = load ptr, ptr %6, align 8
  %13 = getelementptr inbounds %struct.q, ptr %12, i32 0, i32 1
  %14 = load i32, ptr %13, align 4
  %15 = sext i32 %14 to i64
  %16 = mul nsw i64 %11, %15
  %17 = load ptr, ptr %5, align 8
  %18 = getelementptr inbounds %struct.q, ptr %17, i32 0, i32 1
  %19 = load i32, ptr %18, align 4
  %20 = sext i32 %19 to i64
  %21 = load ptr, ptr %6, align 8
  %22 = getelementptr inbounds %struct.q, ptr %21, i32 0, i32 0
  %23 = load i32, ptr %22, align 4
  %24 = sext i32 %23 to i64
  %25 = mul nsw i64 %20, %24
  call void @q_make(ptr noundef %7, i64 noundef %16, i64 noundef %25) #3
  ret void
}

attributes #0 = { noinline nounwind optnone "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = distinct !{!4, !3}
!5 = distinct !{!5, !3}
!6 = distinct !{!6, !3}
!7 = distinct !{!7, !3}
!8 = distinct !{!8, !3}
