; ModuleID = 'sorting.c'
source_filename = "sorting.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.rec = type { i8, i16 }

@orig = internal global [160 x i32] zeroinitializer, align 16
@recs = internal global [160 x %struct.rec] zeroinitializer, align 16
@h1 = internal global [160 x i32] zeroinitializer, align 16
@s1 = internal global [160 x i32] zeroinitializer, align 16
@m1 = internal global [160 x i32] zeroinitializer, align 16
@sorted_recs = internal global [160 x %struct.rec] zeroinitializer, align 16
@shell_sort.gaps = internal constant [5 x i32] [i32 57, i32 23, i32 10, i32 4, i32 1], align 16
@tmp = internal global [160 x i32] zeroinitializer, align 16
@counting_sort.count = internal global [257 x i32] zeroinitializer, align 16

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 2024, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %5

5:                                                ; preds = %44, %0
  %6 = load i32, ptr %2, align 4
  %7 = icmp slt i32 %6, 160
  br i1 %7, label %8, label %47

8:                                                ; preds = %5
  %9 = load i32, ptr %1, align 4
  %10 = mul i32 %9, 1664525
  %11 = add i32 %10, 1013904223
  store i32 %11, ptr %1, align 4
  %12 = load i32, ptr %1, align 4
  %13 = lshr i32 %12, 8
  %14 = sub nsw i32 %13, 8388608
  %15 = load i32, ptr %2, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [160 x i32], ptr @orig, i64 0, i64 %16
  store i32 %14, ptr %17, align 4
  %18 = load i32, ptr %2, align 4
  %19 = srem i32 %18, 9
  %20 = icmp eq i32 %19, 3
  br i1 %20, label %21, label %30

21:                                               ; preds = %8
  %22 = load i32, ptr %2, align 4
  %23 = sdiv i32 %22, 2
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [160 x i32], ptr @orig, i64 0, i64 %24
  %26 = load i32, ptr %25, align 4
  %27 = load i32, ptr %2, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [160 x i32], ptr @orig, i64 0, i64 %28
  store i32 %26, ptr %29, align 4
  br label %30

30:                                               ; preds = %21, %8
  %31 = load i32, ptr %1, align 4
  %32 = lshr i32 %31, 27
  %33 = trunc i32 %32 to i8
  %34 = load i32, ptr %2, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [160 x %struct.rec], ptr @recs, i64 0, i64 %35
  %37 = getelementptr inbounds %struct.rec, ptr %36, i32 0, i32 0
  store i8 %33, ptr %37, align 4
  %38 = load i32, ptr %2, align 4
  %39 = trunc i32 %38 to i16
  %40 = load i32, ptr %2, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [160 x %struct.rec], ptr @recs, i64 0, i64 %41
  %43 = getelementptr inbounds %struct.rec, ptr %42, i32 0, i32 1
  store i16 %39, ptr %43, align 2
  br label %44

44:                                               ; preds = %30
  %45 = load i32, ptr %2, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %2, align 4
  br label %5, !llvm.loop !2

47:                                               ; preds = %5
  %48 = call ptr @memcpy(ptr noundef @h1, ptr noundef @orig, i64 noundef 640) #3
  %49 = call ptr @memcpy(ptr noundef @s1, ptr noundef @orig, i64 noundef 640) #3
  %50 = call ptr @memcpy(ptr noundef @m1, ptr noundef @orig, i64 noundef 640) #3
  call void @heap_sort(ptr noundef @h1, i32 noundef 160) #3
  call void @shell_sort(ptr noundef @s1, i32 noundef 160) #3
  call void @merge_sort(ptr noundef @m1, i32 noundef 160) #3
  %51 = call i32 @memcmp(ptr noundef @h1, ptr noundef @s1, i64 noundef 640) #3
  %52 = icmp ne i32 %51, 0
  br i1 %52, label %56, label %53

53:                                               ; preds = %47
  %54 = call i32 @memcmp(ptr noundef @h1, ptr noundef @m1, i64 noundef 640) #3
  %55 = icmp ne i32 %54, 0
  br i1 %55, label %56, label %57

56:                                               ; preds = %53, %47
  call void @abort() #3
  br label %57

57:                                               ; preds = %56, %53
  call void @counting_sort(ptr noundef @recs, ptr noundef @sorted_recs, i32 noundef 160) #3
  store i32 -2128831035, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %58

58:                                               ; preds = %142, %57
  %59 = load i32, ptr %4, align 4
  %60 = icmp slt i32 %59, 160
  br i1 %60, label %61, label %145

61:                                               ; preds = %58
  %62 = load i32, ptr %4, align 4
  %63 = icmp sgt i32 %62, 0
  br i1 %63, label %64, label %76

64:                                               ; preds = %61
  %65 = load i32, ptr %4, align 4
  %66 = sub nsw i32 %65, 1
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [160 x i32], ptr @h1, i64 0, i64 %67
  %69 = load i32, ptr %68, align 4
  %70 = load i32, ptr %4, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [160 x i32], ptr @h1, i64 0, i64 %71
  %73 = load i32, ptr %72, align 4
  %74 = icmp sgt i32 %69, %73
  br i1 %74, label %75, label %76

75:                                               ; preds = %64
  call void @abort() #3
  br label %76

76:                                               ; preds = %75, %64, %61
  %77 = load i32, ptr %4, align 4
  %78 = icmp sgt i32 %77, 0
  br i1 %78, label %79, label %125

79:                                               ; preds = %76
  %80 = load i32, ptr %4, align 4
  %81 = sub nsw i32 %80, 1
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [160 x %struct.rec], ptr @sorted_recs, i64 0, i64 %82
  %84 = getelementptr inbounds %struct.rec, ptr %83, i32 0, i32 0
  %85 = load i8, ptr %84, align 4
  %86 = zext i8 %85 to i32
  %87 = load i32, ptr %4, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [160 x %struct.rec], ptr @sorted_recs, i64 0, i64 %88
  %90 = getelementptr inbounds %struct.rec, ptr %89, i32 0, i32 0
  %91 = load i8, ptr %90, align 4
  %92 = zext i8 %91 to i32
  %93 = icmp sgt i32 %86, %92
  br i1 %93, label %124, label %94

94:                                               ; preds = %79
  %95 = load i32, ptr %4, align 4
  %96 = sub nsw i32 %95, 1
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [160 x %struct.rec], ptr @sorted_recs, i64 0, i64 %97
  %99 = getelementptr inbounds %struct.rec, ptr %98, i32 0, i32 0
  %100 = load i8, ptr %99, align 4
  %101 = zext i8 %100 to i32
  %102 = load i32, ptr %4, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [160 x %struct.rec], ptr @sorted_recs, i64 0, i64 %103
  %105 = getelementptr inbounds %struct.rec, ptr %104, i32 0, i32 0
  %106 = load i8, ptr %105, align 4
  %107 = zext i8 %106 to i32
  %108 = icmp eq i32 %101, %107
  br i1 %108, label %109, label %125

109:                                              ; preds = %94
  %110 = load i32, ptr %4, align 4
  %111 = sub nsw i32 %110, 1
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds [160 x %struct.rec], ptr @sorted_recs, i64 0, i64 %112
  %114 = getelementptr inbounds %struct.rec, ptr %113, i32 0, i32 1
  %115 = load i16, ptr %114, align 2
  %116 = zext i16 %115 to i32
  %117 = load i32, ptr %4, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds [160 x %struct.rec], ptr @sorted_recs, i64 0, i64 %118
  %120 = getelementptr inbounds %struct.rec, ptr %119, i32 0, i32 1
  %121 = load i16, ptr %120, align 2
  %122 = zext i16 %121 to i32
  %123 = icmp sgt i32 %116, %122
  br i1 %123, label %124, label %125

124:                                              ; preds = %109, %79
  call void @abort() #3
  br label %125

125:                                              ; preds = %124, %109, %94, %76
  %126 = load i32, ptr %3, align 4
  %127 = load i32, ptr %4, align 4
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds [160 x i32], ptr @h1, i64 0, i64 %128
  %130 = load i32, ptr %129, align 4
  %131 = xor i32 %126, %130
  %132 = mul i32 %131, 16777619
  store i32 %132, ptr %3, align 4
  %133 = load i32, ptr %3, align 4
  %134 = load i32, ptr %4, align 4
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds [160 x %struct.rec], ptr @sorted_recs, i64 0, i64 %135
  %137 = getelementptr inbounds %struct.rec, ptr %136, i32 0, i32 1
  %138 = load i16, ptr %137, align 2
  %139 = zext i16 %138 to i32
  %140 = xor i32 %133, %139
  %141 = mul i32 %140, 16777619
  store i32 %141, ptr %3, align 4
  br label %142

142:                                              ; preds = %125
  %143 = load i32, ptr %4, align 4
  %144 = add nsw i32 %143, 1
  store i32 %144, ptr %4, align 4
  br label %58, !llvm.loop !4

145:                                              ; preds = %58
  %146 = load i32, ptr %3, align 4
  %147 = and i32 %146, 2147483647
  ret i32 %147
}

declare dso_local ptr @memcpy(ptr noundef, ptr noundef, i64 noundef) #1

; Function Attrs: noinline nounwind optnone
define internal void @heap_sort(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %8 = load i32, ptr %4, align 4
  %9 = sub nsw i32 %8, 2
  %10 = sdiv i32 %9, 2
  store i32 %10, ptr %5, align 4
  br label %11

11:                                               ; preds = %19, %2
  %12 = load i32, ptr %5, align 4
  %13 = icmp sge i32 %12, 0
  br i1 %13, label %14, label %22

14:                                               ; preds = %11
  %15 = load ptr, ptr %3, align 8
  %16 = load i32, ptr %5, align 4
  %17 = load i32, ptr %4, align 4
  %18 = sub nsw i32 %17, 1
  call void @sift_down(ptr noundef %15, i32 noundef %16, i32 noundef %18) #3
  br label %19

19:                                               ; preds = %14
  %20 = load i32, ptr %5, align 4
  %21 = add nsw i32 %20, -1
  store i32 %21, ptr %5, align 4
  br label %11, !llvm.loop !5

22:                                               ; preds = %11
  %23 = load i32, ptr %4, align 4
  %24 = sub nsw i32 %23, 1
  store i32 %24, ptr %6, align 4
  br label %25

25:                                               ; preds = %47, %22
  %26 = load i32, ptr %6, align 4
  %27 = icmp sgt i32 %26, 0
  br i1 %27, label %28, label %50

28:                                               ; preds = %25
  %29 = load ptr, ptr %3, align 8
  %30 = load i32, ptr %6, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr %29, i64 %31
  %33 = load i32, ptr %32, align 4
  store i32 %33, ptr %7, align 4
  %34 = load ptr, ptr %3, align 8
  %35 = getelementptr inbounds i32, ptr %34, i64 0
  %36 = load i32, ptr %35, align 4
  %37 = load ptr, ptr %3, align 8
  %38 = load i32, ptr %6, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, ptr %37, i64 %39
  store i32 %36, ptr %40, align 4
  %41 = load i32, ptr %7, align 4
  %42 = load ptr, ptr %3, align 8
  %43 = getelementptr inbounds i32, ptr %42, i64 0
  store i32 %41, ptr %43, align 4
  %44 = load ptr, ptr %3, align 8
  %45 = load i32, ptr %6, align 4
  %46 = sub nsw i32 %45, 1
  call void @sift_down(ptr noundef %44, i32 noundef 0, i32 noundef %46) #3
  br label %47

47:                                               ; preds = %28
  %48 = load i32, ptr %6, align 4
  %49 = add nsw i32 %48, -1
  store i32 %49, ptr %6, align 4
  br label %25, !llvm.loop !6

50:                                               ; preds = %25
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @shell_sort(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %10

10:                                               ; preds = %73, %2
  %11 = load i32, ptr %5, align 4
  %12 = zext i32 %11 to i64
  %13 = icmp ult i64 %12, 5
  br i1 %13, label %14, label %76

14:                                               ; preds = %10
  %15 = load i32, ptr %5, align 4
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds [5 x i32], ptr @shell_sort.gaps, i64 0, i64 %16
  %18 = load i32, ptr %17, align 4
  store i32 %18, ptr %6, align 4
  %19 = load i32, ptr %6, align 4
  store i32 %19, ptr %7, align 4
  br label %20

20:                                               ; preds = %69, %14
  %21 = load i32, ptr %7, align 4
  %22 = load i32, ptr %4, align 4
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %24, label %72

24:                                               ; preds = %20
  %25 = load ptr, ptr %3, align 8
  %26 = load i32, ptr %7, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr %25, i64 %27
  %29 = load i32, ptr %28, align 4
  store i32 %29, ptr %8, align 4
  %30 = load i32, ptr %7, align 4
  store i32 %30, ptr %9, align 4
  br label %31

31:                                               ; preds = %59, %24
  %32 = load i32, ptr %9, align 4
  %33 = load i32, ptr %6, align 4
  %34 = icmp sge i32 %32, %33
  br i1 %34, label %35, label %45

35:                                               ; preds = %31
  %36 = load ptr, ptr %3, align 8
  %37 = load i32, ptr %9, align 4
  %38 = load i32, ptr %6, align 4
  %39 = sub nsw i32 %37, %38
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i32, ptr %36, i64 %40
  %42 = load i32, ptr %41, align 4
  %43 = load i32, ptr %8, align 4
  %44 = icmp sgt i32 %42, %43
  br label %45

45:                                               ; preds = %35, %31
  %46 = phi i1 [ false, %31 ], [ %44, %35 ]
  br i1 %46, label %47, label %63

47:                                               ; preds = %45
  %48 = load ptr, ptr %3, align 8
  %49 = load i32, ptr %9, align 4
  %50 = load i32, ptr %6, align 4
  %51 = sub nsw i32 %49, %50
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds i32, ptr %48, i64 %52
  %54 = load i32, ptr %53, align 4
  %55 = load ptr, ptr %3, align 8
  %56 = load i32, ptr %9, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds i32, ptr %55, i64 %57
  store i32 %54, ptr %58, align 4
  br label %59

59:                                               ; preds = %47
  %60 = load i32, ptr %6, align 4
  %61 = load i32, ptr %9, align 4
  %62 = sub nsw i32 %61, %60
  store i32 %62, ptr %9, align 4
  br label %31, !llvm.loop !7

63:                                               ; preds = %45
  %64 = load i32, ptr %8, align 4
  %65 = load ptr, ptr %3, align 8
  %66 = load i32, ptr %9, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds i32, ptr %65, i64 %67
  store i32 %64, ptr %68, align 4
  br label %69

69:                                               ; preds = %63
  %70 = load i32, ptr %7, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %7, align 4
  br label %20, !llvm.loop !8

72:                                               ; preds = %20
  br label %73

73:                                               ; preds = %72
  %74 = load i32, ptr %5, align 4
  %75 = add i32 %74, 1
  store i32 %75, ptr %5, align 4
  br label %10, !llvm.loop !9

76:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @merge_sort(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 1, ptr %5, align 4
  br label %12

12:                                               ; preds = %139, %2
  %13 = load i32, ptr %5, align 4
  %14 = load i32, ptr %4, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %142

16:                                               ; preds = %12
  store i32 0, ptr %6, align 4
  br label %17

17:                                               ; preds = %128, %16
  %18 = load i32, ptr %6, align 4
  %19 = load i32, ptr %4, align 4
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %21, label %133

21:                                               ; preds = %17
  %22 = load i32, ptr %6, align 4
  %23 = load i32, ptr %5, align 4
  %24 = add nsw i32 %22, %23
  %25 = load i32, ptr %4, align 4
  %26 = icmp slt i32 %24, %25
  br i1 %26, label %27, label %31

27:                                               ; preds = %21
  %28 = load i32, ptr %6, align 4
  %29 = load i32, ptr %5, align 4
  %30 = add nsw i32 %28, %29
  br label %33

31:                                               ; preds = %21
  %32 = load i32, ptr %4, align 4
  br label %33

33:                                               ; preds = %31, %27
  %34 = phi i32 [ %30, %27 ], [ %32, %31 ]
  store i32 %34, ptr %7, align 4
  %35 = load i32, ptr %6, align 4
  %36 = load i32, ptr %5, align 4
  %37 = mul nsw i32 2, %36
  %38 = add nsw i32 %35, %37
  %39 = load i32, ptr %4, align 4
  %40 = icmp slt i32 %38, %39
  br i1 %40, label %41, label %46

41:                                               ; preds = %33
  %42 = load i32, ptr %6, align 4
  %43 = load i32, ptr %5, align 4
  %44 = mul nsw i32 2, %43
  %45 = add nsw i32 %42, %44
  br label %48

46:                                               ; preds = %33
  %47 = load i32, ptr %4, align 4
  br label %48

48:                                               ; preds = %46, %41
  %49 = phi i32 [ %45, %41 ], [ %47, %46 ]
  store i32 %49, ptr %8, align 4
  %50 = load i32, ptr %6, align 4
  store i32 %50, ptr %9, align 4
  %51 = load i32, ptr %7, align 4
  store i32 %51, ptr %10, align 4
  %52 = load i32, ptr %6, align 4
  store i32 %52, ptr %11, align 4
  br label %53

53:                                               ; preds = %89, %48
  %54 = load i32, ptr %9, align 4
  %55 = load i32, ptr %7, align 4
  %56 = icmp slt i32 %54, %55
  br i1 %56, label %57, label %61

57:                                               ; preds = %53
  %58 = load i32, ptr %10, align 4
  %59 = load i32, ptr %8, align 4
  %60 = icmp slt i32 %58, %59
  br label %61

61:                                               ; preds = %57, %53
  %62 = phi i1 [ false, %53 ], [ %60, %57 ]
  br i1 %62, label %63, label %95

63:                                               ; preds = %61
  %64 = load ptr, ptr %3, align 8
  %65 = load i32, ptr %9, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds i32, ptr %64, i64 %66
  %68 = load i32, ptr %67, align 4
  %69 = load ptr, ptr %3, align 8
  %70 = load i32, ptr %10, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds i32, ptr %69, i64 %71
  %73 = load i32, ptr %72, align 4
  %74 = icmp sle i32 %68, %73
  br i1 %74, label %75, label %82

75:                                               ; preds = %63
  %76 = load ptr, ptr %3, align 8
  %77 = load i32, ptr %9, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %9, align 4
  %79 = sext i32 %77 to i64
  %80 = getelementptr inbounds i32, ptr %76, i64 %79
  %81 = load i32, ptr %80, align 4
  br label %89

82:                                               ; preds = %63
  %83 = load ptr, ptr %3, align 8
  %84 = load i32, ptr %10, align 4
  %85 = add nsw i32 %84, 1
  store i32 %85, ptr %10, align 4
  %86 = sext i32 %84 to i64
  %87 = getelementptr inbounds i32, ptr %83, i64 %86
  %88 = load i32, ptr %87, align 4
  br label %89

89:                                               ; preds = %82, %75
  %90 = phi i32 [ %81, %75 ], [ %88, %82 ]
  %91 = load i32, ptr %11, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %11, align 4
  %93 = sext i32 %91 to i64
  %94 = getelementptr inbounds [160 x i32], ptr @tmp, i64 0, i64 %93
  store i32 %90, ptr %94, align 4
  br label %53, !llvm.loop !10

95:                                               ; preds = %61
  br label %96

96:                                               ; preds = %100, %95
  %97 = load i32, ptr %9, align 4
  %98 = load i32, ptr %7, align 4
  %99 = icmp slt i32 %97, %98
  br i1 %99, label %100, label %111

100:                                              ; preds = %96
  %101 = load ptr, ptr %3, align 8
  %102 = load i32, ptr %9, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr %9, align 4
  %104 = sext i32 %102 to i64
  %105 = getelementptr inbounds i32, ptr %101, i64 %104
  %106 = load i32, ptr %105, align 4
  %107 = load i32, ptr %11, align 4
  %108 = add nsw i32 %107, 1
  store i32 %108, ptr %11, align 4
  %109 = sext i32 %107 to i64
  %110 = getelementptr inbounds [160 x i32], ptr @tmp, i64 0, i64 %109
  store i32 %106, ptr %110, align 4
  br label %96, !llvm.loop !11

111:                                              ; preds = %96
  br label %112

112:                                              ; preds = %116, %111
  %113 = load i32, ptr %10, align 4
  %114 = load i32, ptr %8, align 4
  %115 = icmp slt i32 %113, %114
  br i1 %115, label %116, label %127

116:                                              ; preds = %112
  %117 = load ptr, ptr %3, align 8
  %118 = load i32, ptr %10, align 4
  %119 = add nsw i32 %118, 1
  store i32 %119, ptr %10, align 4
  %120 = sext i32 %118 to i64
  %121 = getelementptr inbounds i32, ptr %117, i64 %120
  %122 = load i32, ptr %121, align 4
  %123 = load i32, ptr %11, align 4
  %124 = add nsw i32 %123, 1
  store i32 %124, ptr %11, align 4
  %125 = sext i32 %123 to i64
  %126 = getelementptr inbounds [160 x i32], ptr @tmp, i64 0, i64 %125
  store i32 %122, ptr %126, align 4
  br label %112, !llvm.loop !12

127:                                              ; preds = %112
  br label %128

128:                                              ; preds = %127
  %129 = load i32, ptr %5, align 4
  %130 = mul nsw i32 2, %129
  %131 = load i32, ptr %6, align 4
  %132 = add nsw i32 %131, %130
  store i32 %132, ptr %6, align 4
  br label %17, !llvm.loop !13

133:                                              ; preds = %17
  %134 = load ptr, ptr %3, align 8
  %135 = load i32, ptr %4, align 4
  %136 = sext i32 %135 to i64
  %137 = mul i64 %136, 4
  %138 = call ptr @memcpy(ptr noundef %134, ptr noundef @tmp, i64 noundef %137) #3
  br label %139

139:                                              ; preds = %133
  %140 = load i32, ptr %5, align 4
  %141 = mul nsw i32 %140, 2
  store i32 %141, ptr %5, align 4
  br label %12, !llvm.loop !14

142:                                              ; preds = %12
  ret void
}

declare dso_local i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) #1

declare dso_local void @abort() #1

; Function Attrs: noinline nounwind optnone
define internal void @counting_sort(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %11

11:                                               ; preds = %18, %3
  %12 = load i32, ptr %7, align 4
  %13 = icmp slt i32 %12, 257
  br i1 %13, label %14, label %21

14:                                               ; preds = %11
  %15 = load i32, ptr %7, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [257 x i32], ptr @counting_sort.count, i64 0, i64 %16
  store i32 0, ptr %17, align 4
  br label %18

18:                                               ; preds = %14
  %19 = load i32, ptr %7, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %7, align 4
  br label %11, !llvm.loop !15

21:                                               ; preds = %11
  store i32 0, ptr %8, align 4
  br label %22

22:                                               ; preds = %39, %21
  %23 = load i32, ptr %8, align 4
  %24 = load i32, ptr %6, align 4
  %25 = icmp slt i32 %23, %24
  br i1 %25, label %26, label %42

26:                                               ; preds = %22
  %27 = load ptr, ptr %4, align 8
  %28 = load i32, ptr %8, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds %struct.rec, ptr %27, i64 %29
  %31 = getelementptr inbounds %struct.rec, ptr %30, i32 0, i32 0
  %32 = load i8, ptr %31, align 2
  %33 = zext i8 %32 to i32
  %34 = add nsw i32 %33, 1
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [257 x i32], ptr @counting_sort.count, i64 0, i64 %35
  %37 = load i32, ptr %36, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %36, align 4
  br label %39

39:                                               ; preds = %26
  %40 = load i32, ptr %8, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %8, align 4
  br label %22, !llvm.loop !16

42:                                               ; preds = %22
  store i32 1, ptr %9, align 4
  br label %43

43:                                               ; preds = %57, %42
  %44 = load i32, ptr %9, align 4
  %45 = icmp slt i32 %44, 257
  br i1 %45, label %46, label %60

46:                                               ; preds = %43
  %47 = load i32, ptr %9, align 4
  %48 = sub nsw i32 %47, 1
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [257 x i32], ptr @counting_sort.count, i64 0, i64 %49
  %51 = load i32, ptr %50, align 4
  %52 = load i32, ptr %9, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [257 x i32], ptr @counting_sort.count, i64 0, i64 %53
  %55 = load i32, ptr %54, align 4
  %56 = add nsw i32 %55, %51
  store i32 %56, ptr %54, align 4
  br label %57

57:                                               ; preds = %46
  %58 = load i32, ptr %9, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %9, align 4
  br label %43, !llvm.loop !17

60:                                               ; preds = %43
  store i32 0, ptr %10, align 4
  br label %61

61:                                               ; preds = %83, %60
  %62 = load i32, ptr %10, align 4
  %63 = load i32, ptr %6, align 4
  %64 = icmp slt i32 %62, %63
  br i1 %64, label %65, label %86

65:                                               ; preds = %61
  %66 = load ptr, ptr %5, align 8
  %67 = load ptr, ptr %4, align 8
  %68 = load i32, ptr %10, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds %struct.rec, ptr %67, i64 %69
  %71 = getelementptr inbounds %struct.rec, ptr %70, i32 0, i32 0
  %72 = load i8, ptr %71, align 2
  %73 = zext i8 %72 to i64
  %74 = getelementptr inbounds [257 x i32], ptr @counting_sort.count, i64 0, i64 %73
  %75 = load i32, ptr %74, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %74, align 4
  %77 = sext i32 %75 to i64
  %78 = getelementptr inbounds %struct.rec, ptr %66, i64 %77
  %79 = load ptr, ptr %4, align 8
  %80 = load i32, ptr %10, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds %struct.rec, ptr %79, i64 %81
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %78, ptr align 2 %82, i64 4, i1 false)
  br label %83

83:                                               ; preds = %65
  %84 = load i32, ptr %10, align 4
  %85 = add nsw i32 %84, 1
  store i32 %85, ptr %10, align 4
  br label %61, !llvm.loop !18

86:                                               ; preds = %61
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @sift_down(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %11 = load i32, ptr %5, align 4
  store i32 %11, ptr %7, align 4
  br label %12

12:                                               ; preds = %62, %3
  %13 = load i32, ptr %7, align 4
  %14 = mul nsw i32 2, %13
  %15 = add nsw i32 %14, 1
  %16 = load i32, ptr %6, align 4
  %17 = icmp sle i32 %15, %16
  br i1 %17, label %18, label %83

18:                                               ; preds = %12
  %19 = load i32, ptr %7, align 4
  %20 = mul nsw i32 2, %19
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %8, align 4
  %22 = load i32, ptr %7, align 4
  store i32 %22, ptr %9, align 4
  %23 = load ptr, ptr %4, align 8
  %24 = load i32, ptr %9, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i32, ptr %23, i64 %25
  %27 = load i32, ptr %26, align 4
  %28 = load ptr, ptr %4, align 8
  %29 = load i32, ptr %8, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr %28, i64 %30
  %32 = load i32, ptr %31, align 4
  %33 = icmp slt i32 %27, %32
  br i1 %33, label %34, label %36

34:                                               ; preds = %18
  %35 = load i32, ptr %8, align 4
  store i32 %35, ptr %9, align 4
  br label %36

36:                                               ; preds = %34, %18
  %37 = load i32, ptr %8, align 4
  %38 = add nsw i32 %37, 1
  %39 = load i32, ptr %6, align 4
  %40 = icmp sle i32 %38, %39
  br i1 %40, label %41, label %57

41:                                               ; preds = %36
  %42 = load ptr, ptr %4, align 8
  %43 = load i32, ptr %9, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds i32, ptr %42, i64 %44
  %46 = load i32, ptr %45, align 4
  %47 = load ptr, ptr %4, align 8
  %48 = load i32, ptr %8, align 4
  %49 = add nsw i32 %48, 1
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds i32, ptr %47, i64 %50
  %52 = load i32, ptr %51, align 4
  %53 = icmp slt i32 %46, %52
  br i1 %53, label %54, label %57

54:                                               ; preds = %41
  %55 = load i32, ptr %8, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %9, align 4
  br label %57

57:                                               ; preds = %54, %41, %36
  %58 = load i32, ptr %9, align 4
  %59 = load i32, ptr %7, align 4
  %60 = icmp eq i32 %58, %59
  br i1 %60, label %61, label %62

61:                                               ; preds = %57
  br label %83

62:                                               ; preds = %57
  %63 = load ptr, ptr %4, align 8
  %64 = load i32, ptr %7, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds i32, ptr %63, i64 %65
  %67 = load i32, ptr %66, align 4
  store i32 %67, ptr %10, align 4
  %68 = load ptr, ptr %4, align 8
  %69 = load i32, ptr %9, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds i32, ptr %68, i64 %70
  %72 = load i32, ptr %71, align 4
  %73 = load ptr, ptr %4, align 8
  %74 = load i32, ptr %7, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds i32, ptr %73, i64 %75
  store i32 %72, ptr %76, align 4
  %77 = load i32, ptr %10, align 4
  %78 = load ptr, ptr %4, align 8
  %79 = load i32, ptr %9, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds i32, ptr %78, i64 %80
  store i32 %77, ptr %81, align 4
  %82 = load i32, ptr %9, align 4
  store i32 %82, ptr %7, align 4
  br label %12, !llvm.loop !19

83:                                               ; preds = %61, %12
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

attributes #0 = { noinline nounwind optnone "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
!9 = distinct !{!9, !3}
!10 = distinct !{!10, !3}
!11 = distinct !{!11, !3}
!12 = distinct !{!12, !3}
!13 = distinct !{!13, !3}
!14 = distinct !{!14, !3}
!15 = distinct !{!15, !3}
!16 = distinct !{!16, !3}
!17 = distinct !{!17, !3}
!18 = distinct !{!18, !3}
!19 = distinct !{!19, !3}
