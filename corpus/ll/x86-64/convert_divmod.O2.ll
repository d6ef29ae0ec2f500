; ModuleID = 'convert_divmod.c'
source_filename = "convert_divmod.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@digits = dso_local local_unnamed_addr global [17 x i8] c"0123456789ABCDEF\00", align 16
@buf = dso_local global [100 x i8] zeroinitializer, align 16

; Function Attrs: nounwind
define dso_local void @convert(i8* noundef %0, i8* nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  br label %5

5:                                                ; preds = %5, %4
  %6 = phi i32 [ %3, %4 ], [ %9, %5 ]
  %7 = phi i8* [ %0, %4 ], [ %13, %5 ]
  %8 = srem i32 %6, %2
  %9 = sdiv i32 %6, %2
  %10 = sext i32 %8 to i64
  %11 = getelementptr inbounds i8, i8* %1, i64 %10
  %12 = load i8, i8* %11, align 1, !tbaa !2
  %13 = getelementptr inbounds i8, i8* %7, i64 1
  store i8 %12, i8* %7, align 1, !tbaa !2
  %14 = icmp sgt i32 %9, 0
  br i1 %14, label %5, label %15, !llvm.loop !5

15:                                               ; preds = %5
  store i8 0, i8* %13, align 1, !tbaa !2
  %16 = tail call i64 @strlen(i8* noundef %0) #2
  %17 = icmp ugt i64 %16, 1
  %18 = getelementptr inbounds i8, i8* %0, i64 %16
  %19 = getelementptr inbounds i8, i8* %18, i64 -1
  %20 = icmp ugt i8* %19, %0
  %21 = select i1 %17, i1 %20, i1 false
  br i1 %21, label %22, label %30

22:                                               ; preds = %15, %22
  %23 = phi i8* [ %28, %22 ], [ %19, %15 ]
  %24 = phi i8* [ %27, %22 ], [ %0, %15 ]
  %25 = load i8, i8* %24, align 1, !tbaa !2
  %26 = load i8, i8* %23, align 1, !tbaa !2
  %27 = getelementptr inbounds i8, i8* %24, i64 1
  store i8 %26, i8* %24, align 1, !tbaa !2
  store i8 %25, i8* %23, align 1, !tbaa !2
  %28 = getelementptr inbounds i8, i8* %23, i64 -1
  %29 = icmp ult i8* %27, %28
  br i1 %29, label %22, label %30, !llvm.loop !7

30:                                               ; preds = %22, %15
  ret void
}

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i64 0, i64 1), align 1, !tbaa !2
  store i8 %1, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), align 16, !tbaa !2
  store i8 %1, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 1), align 1, !tbaa !2
  %2 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i64 0, i64 7), align 1, !tbaa !2
  store i8 %2, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 2), align 2, !tbaa !2
  %3 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i64 0, i64 4), align 4, !tbaa !2
  store i8 %3, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 3), align 1, !tbaa !2
  store i8 0, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 4), align 4, !tbaa !2
  %4 = tail call i64 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0)) #2
  %5 = icmp ugt i64 %4, 1
  %6 = getelementptr inbounds [100 x i8], [100 x i8]* @buf, i64 0, i64 %4
  %7 = getelementptr inbounds i8, i8* %6, i64 -1
  %8 = icmp ugt i8* %7, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0)
  %9 = select i1 %5, i1 %8, i1 false
  br i1 %9, label %10, label %18

10:                                               ; preds = %0, %10
  %11 = phi i8* [ %16, %10 ], [ %7, %0 ]
  %12 = phi i8* [ %15, %10 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), %0 ]
  %13 = load i8, i8* %12, align 1, !tbaa !2
  %14 = load i8, i8* %11, align 1, !tbaa !2
  %15 = getelementptr inbounds i8, i8* %12, i64 1
  store i8 %14, i8* %12, align 1, !tbaa !2
  store i8 %13, i8* %11, align 1, !tbaa !2
  %16 = getelementptr inbounds i8, i8* %11, i64 -1
  %17 = icmp ult i8* %15, %16
  br i1 %17, label %10, label %18, !llvm.loop !7

18:                                               ; preds = %10, %0
  %19 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), align 16, !tbaa !2
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %29, label %21

21:                                               ; preds = %18, %21
  %22 = phi i8 [ %27, %21 ], [ %19, %18 ]
  %23 = phi i8* [ %24, %21 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), %18 ]
  %24 = getelementptr inbounds i8, i8* %23, i64 1
  %25 = sext i8 %22 to i32
  %26 = tail call i32 @putchar(i32 noundef %25) #2
  %27 = load i8, i8* %24, align 1, !tbaa !2
  %28 = icmp eq i8 %27, 0
  br i1 %28, label %29, label %21, !llvm.loop !8

29:                                               ; preds = %21, %18
  %30 = tail call i32 @putchar(i32 noundef 10) #2
  %31 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), align 16, !tbaa !2
  %32 = icmp eq i8 %31, 0
  br i1 %32, label %48, label %33

33:                                               ; preds = %29, %33
  %34 = phi i8 [ %44, %33 ], [ %31, %29 ]
  %35 = phi i8* [ %43, %33 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), %29 ]
  %36 = phi i32 [ %42, %33 ], [ 0, %29 ]
  %37 = sext i8 %34 to i32
  %38 = icmp sgt i8 %34, 64
  %39 = select i1 %38, i32 -55, i32 -48
  %40 = mul nsw i32 %36, 10
  %41 = add nsw i32 %39, %37
  %42 = add i32 %41, %40
  %43 = getelementptr inbounds i8, i8* %35, i64 1
  %44 = load i8, i8* %43, align 1, !tbaa !2
  %45 = icmp eq i8 %44, 0
  br i1 %45, label %46, label %33, !llvm.loop !9

46:                                               ; preds = %33
  %47 = icmp eq i32 %42, 4711
  br i1 %47, label %49, label %48

48:                                               ; preds = %29, %46
  tail call void @abort() #2
  br label %49

49:                                               ; preds = %48, %46
  %50 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i64 0, i64 7), align 1, !tbaa !2
  store i8 %50, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), align 16, !tbaa !2
  %51 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i64 0, i64 6), align 2, !tbaa !2
  store i8 %51, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 1), align 1, !tbaa !2
  %52 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i64 0, i64 2), align 2, !tbaa !2
  store i8 %52, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 2), align 2, !tbaa !2
  %53 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i64 0, i64 1), align 1, !tbaa !2
  store i8 %53, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 3), align 1, !tbaa !2
  store i8 0, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 4), align 4, !tbaa !2
  %54 = tail call i64 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0)) #2
  %55 = icmp ugt i64 %54, 1
  %56 = getelementptr inbounds [100 x i8], [100 x i8]* @buf, i64 0, i64 %54
  %57 = getelementptr inbounds i8, i8* %56, i64 -1
  %58 = icmp ugt i8* %57, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0)
  %59 = select i1 %55, i1 %58, i1 false
  br i1 %59, label %60, label %68

60:                                               ; preds = %49, %60
  %61 = phi i8* [ %66, %60 ], [ %57, %49 ]
  %62 = phi i8* [ %65, %60 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), %49 ]
  %63 = load i8, i8* %62, align 1, !tbaa !2
  %64 = load i8, i8* %61, align 1, !tbaa !2
  %65 = getelementptr inbounds i8, i8* %62, i64 1
  store i8 %64, i8* %62, align 1, !tbaa !2
  store i8 %63, i8* %61, align 1, !tbaa !2
  %66 = getelementptr inbounds i8, i8* %61, i64 -1
  %67 = icmp ult i8* %65, %66
  br i1 %67, label %60, label %68, !llvm.loop !7

68:                                               ; preds = %60, %49
  %69 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), align 16, !tbaa !2
  %70 = icmp eq i8 %69, 0
  br i1 %70, label %79, label %71

71:                                               ; preds = %68, %71
  %72 = phi i8 [ %77, %71 ], [ %69, %68 ]
  %73 = phi i8* [ %74, %71 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), %68 ]
  %74 = getelementptr inbounds i8, i8* %73, i64 1
  %75 = sext i8 %72 to i32
  %76 = tail call i32 @putchar(i32 noundef %75) #2
  %77 = load i8, i8* %74, align 1, !tbaa !2
  %78 = icmp eq i8 %77, 0
  br i1 %78, label %79, label %71, !llvm.loop !8

79:                                               ; preds = %71, %68
  %80 = tail call i32 @putchar(i32 noundef 10) #2
  %81 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i64 0, i64 1), align 1, !tbaa !2
  store i8 %81, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), align 16, !tbaa !2
  store i8 %81, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 1), align 1, !tbaa !2
  store i8 %81, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 2), align 2, !tbaa !2
  %82 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i64 0, i64 0), align 16, !tbaa !2
  store i8 %82, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 3), align 1, !tbaa !2
  store i8 %82, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 4), align 4, !tbaa !2
  store i8 %81, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 5), align 1, !tbaa !2
  store i8 %81, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 6), align 2, !tbaa !2
  store i8 %82, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 7), align 1, !tbaa !2
  store i8 %82, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 8), align 8, !tbaa !2
  store i8 %81, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 9), align 1, !tbaa !2
  store i8 %82, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 10), align 2, !tbaa !2
  store i8 %82, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 11), align 1, !tbaa !2
  store i8 %81, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 12), align 4, !tbaa !2
  store i8 0, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 13), align 1, !tbaa !2
  %83 = tail call i64 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0)) #2
  %84 = icmp ugt i64 %83, 1
  %85 = getelementptr inbounds [100 x i8], [100 x i8]* @buf, i64 0, i64 %83
  %86 = getelementptr inbounds i8, i8* %85, i64 -1
  %87 = icmp ugt i8* %86, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0)
  %88 = select i1 %84, i1 %87, i1 false
  br i1 %88, label %89, label %97

89:                                               ; preds = %79, %89
  %90 = phi i8* [ %95, %89 ], [ %86, %79 ]
  %91 = phi i8* [ %94, %89 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), %79 ]
  %92 = load i8, i8* %91, align 1, !tbaa !2
  %93 = load i8, i8* %90, align 1, !tbaa !2
  %94 = getelementptr inbounds i8, i8* %91, i64 1
  store i8 %93, i8* %91, align 1, !tbaa !2
  store i8 %92, i8* %90, align 1, !tbaa !2
  %95 = getelementptr inbounds i8, i8* %90, i64 -1
  %96 = icmp ult i8* %94, %95
  br i1 %96, label %89, label %97, !llvm.loop !7

97:                                               ; preds = %89, %79
  %98 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), align 16, !tbaa !2
  %99 = icmp eq i8 %98, 0
  br i1 %99, label %108, label %100

100:                                              ; preds = %97, %100
  %101 = phi i8 [ %106, %100 ], [ %98, %97 ]
  %102 = phi i8* [ %103, %100 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), %97 ]
  %103 = getelementptr inbounds i8, i8* %102, i64 1
  %104 = sext i8 %101 to i32
  %105 = tail call i32 @putchar(i32 noundef %104) #2
  %106 = load i8, i8* %103, align 1, !tbaa !2
  %107 = icmp eq i8 %106, 0
  br i1 %107, label %108, label %100, !llvm.loop !8

108:                                              ; preds = %100, %97
  %109 = tail call i32 @putchar(i32 noundef 10) #2
  br label %145

110:                                              ; preds = %310
  %111 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i64 0, i64 1), align 1, !tbaa !2
  store i8 %111, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), align 16, !tbaa !2
  %112 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i64 0, i64 6), align 2, !tbaa !2
  store i8 %112, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 1), align 1, !tbaa !2
  store i8 %111, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 2), align 2, !tbaa !2
  store i8 %111, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 3), align 1, !tbaa !2
  store i8 %111, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 4), align 4, !tbaa !2
  %113 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i64 0, i64 2), align 2, !tbaa !2
  store i8 %113, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 5), align 1, !tbaa !2
  %114 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i64 0, i64 4), align 4, !tbaa !2
  store i8 %114, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 6), align 2, !tbaa !2
  %115 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i64 0, i64 3), align 1, !tbaa !2
  store i8 %115, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 7), align 1, !tbaa !2
  store i8 %111, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 8), align 8, !tbaa !2
  store i8 %114, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 9), align 1, !tbaa !2
  %116 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i64 0, i64 0), align 16, !tbaa !2
  store i8 %116, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 10), align 2, !tbaa !2
  store i8 %111, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 11), align 1, !tbaa !2
  store i8 0, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 12), align 4, !tbaa !2
  %117 = tail call i64 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0)) #2
  %118 = icmp ugt i64 %117, 1
  %119 = getelementptr inbounds [100 x i8], [100 x i8]* @buf, i64 0, i64 %117
  %120 = getelementptr inbounds i8, i8* %119, i64 -1
  %121 = icmp ugt i8* %120, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0)
  %122 = select i1 %118, i1 %121, i1 false
  br i1 %122, label %123, label %131

123:                                              ; preds = %110, %123
  %124 = phi i8* [ %129, %123 ], [ %120, %110 ]
  %125 = phi i8* [ %128, %123 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), %110 ]
  %126 = load i8, i8* %125, align 1, !tbaa !2
  %127 = load i8, i8* %124, align 1, !tbaa !2
  %128 = getelementptr inbounds i8, i8* %125, i64 1
  store i8 %127, i8* %125, align 1, !tbaa !2
  store i8 %126, i8* %124, align 1, !tbaa !2
  %129 = getelementptr inbounds i8, i8* %124, i64 -1
  %130 = icmp ult i8* %128, %129
  br i1 %130, label %123, label %131, !llvm.loop !7

131:                                              ; preds = %123, %110
  %132 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), align 16, !tbaa !2
  %133 = icmp eq i8 %132, 0
  br i1 %133, label %142, label %134

134:                                              ; preds = %131, %134
  %135 = phi i8 [ %140, %134 ], [ %132, %131 ]
  %136 = phi i8* [ %137, %134 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), %131 ]
  %137 = getelementptr inbounds i8, i8* %136, i64 1
  %138 = sext i8 %135 to i32
  %139 = tail call i32 @putchar(i32 noundef %138) #2
  %140 = load i8, i8* %137, align 1, !tbaa !2
  %141 = icmp eq i8 %140, 0
  br i1 %141, label %142, label %134, !llvm.loop !8

142:                                              ; preds = %134, %131
  %143 = tail call i32 @putchar(i32 noundef 10) #2
  %144 = and i32 %314, 2147483647
  ret i32 %144

145:                                              ; preds = %108, %310
  %146 = phi i32 [ -2128831035, %108 ], [ %314, %310 ]
  %147 = phi i32 [ 0, %108 ], [ %317, %310 ]
  %148 = phi i32 [ 1, %108 ], [ %316, %310 ]
  %149 = trunc i32 %147 to i8
  %150 = urem i8 %149, 15
  %151 = add nuw nsw i8 %150, 2
  %152 = zext i8 %151 to i32
  br label %153

153:                                              ; preds = %153, %145
  %154 = phi i32 [ %148, %145 ], [ %157, %153 ]
  %155 = phi i8* [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), %145 ], [ %161, %153 ]
  %156 = srem i32 %154, %152
  %157 = sdiv i32 %154, %152
  %158 = zext i32 %156 to i64
  %159 = getelementptr inbounds [17 x i8], [17 x i8]* @digits, i64 0, i64 %158
  %160 = load i8, i8* %159, align 1, !tbaa !2
  %161 = getelementptr inbounds i8, i8* %155, i64 1
  store i8 %160, i8* %155, align 1, !tbaa !2
  %162 = icmp sgt i32 %157, 0
  br i1 %162, label %153, label %163, !llvm.loop !5

163:                                              ; preds = %153
  store i8 0, i8* %161, align 1, !tbaa !2
  %164 = tail call i64 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0)) #2
  %165 = icmp ugt i64 %164, 1
  %166 = getelementptr inbounds [100 x i8], [100 x i8]* @buf, i64 0, i64 %164
  %167 = getelementptr inbounds i8, i8* %166, i64 -1
  %168 = icmp ugt i8* %167, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0)
  %169 = select i1 %165, i1 %168, i1 false
  br i1 %169, label %170, label %178

170:                                              ; preds = %163, %170
  %171 = phi i8* [ %176, %170 ], [ %167, %163 ]
  %172 = phi i8* [ %175, %170 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), %163 ]
  %173 = load i8, i8* %172, align 1, !tbaa !2
  %174 = load i8, i8* %171, align 1, !tbaa !2
  %175 = getelementptr inbounds i8, i8* %172, i64 1
  store i8 %174, i8* %172, align 1, !tbaa !2
  store i8 %173, i8* %171, align 1, !tbaa !2
  %176 = getelementptr inbounds i8, i8* %171, i64 -1
  %177 = icmp ult i8* %175, %176
  br i1 %177, label %170, label %178, !llvm.loop !7

178:                                              ; preds = %170, %163
  %179 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), align 16, !tbaa !2
  %180 = icmp eq i8 %179, 0
  br i1 %180, label %194, label %181

181:                                              ; preds = %178, %181
  %182 = phi i8 [ %192, %181 ], [ %179, %178 ]
  %183 = phi i8* [ %191, %181 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), %178 ]
  %184 = phi i32 [ %190, %181 ], [ 0, %178 ]
  %185 = sext i8 %182 to i32
  %186 = icmp sgt i8 %182, 64
  %187 = select i1 %186, i32 -55, i32 -48
  %188 = mul nsw i32 %184, %152
  %189 = add nsw i32 %187, %185
  %190 = add i32 %189, %188
  %191 = getelementptr inbounds i8, i8* %183, i64 1
  %192 = load i8, i8* %191, align 1, !tbaa !2
  %193 = icmp eq i8 %192, 0
  br i1 %193, label %194, label %181, !llvm.loop !9

194:                                              ; preds = %181, %178
  %195 = phi i32 [ 0, %178 ], [ %190, %181 ]
  %196 = icmp eq i32 %195, %148
  br i1 %196, label %199, label %197

197:                                              ; preds = %194
  tail call void @abort() #2
  %198 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), align 16, !tbaa !2
  br label %199

199:                                              ; preds = %197, %194
  %200 = phi i8 [ %198, %197 ], [ %179, %194 ]
  %201 = icmp eq i8 %200, 0
  br i1 %201, label %202, label %248

202:                                              ; preds = %248, %199
  %203 = phi i32 [ %146, %199 ], [ %254, %248 ]
  br label %204

204:                                              ; preds = %202, %204
  %205 = phi i32 [ %212, %204 ], [ %148, %202 ]
  %206 = phi i8* [ %211, %204 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), %202 ]
  %207 = srem i32 %205, 10
  %208 = sext i32 %207 to i64
  %209 = getelementptr inbounds [17 x i8], [17 x i8]* @digits, i64 0, i64 %208
  %210 = load i8, i8* %209, align 1, !tbaa !2
  %211 = getelementptr inbounds i8, i8* %206, i64 1
  store i8 %210, i8* %206, align 1, !tbaa !2
  %212 = sdiv i32 %205, 10
  %213 = icmp sgt i32 %205, 9
  br i1 %213, label %204, label %214, !llvm.loop !10

214:                                              ; preds = %204
  store i8 0, i8* %211, align 1, !tbaa !2
  %215 = tail call i64 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0)) #2
  %216 = icmp ugt i64 %215, 1
  %217 = getelementptr inbounds [100 x i8], [100 x i8]* @buf, i64 0, i64 %215
  %218 = getelementptr inbounds i8, i8* %217, i64 -1
  %219 = icmp ugt i8* %218, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0)
  %220 = select i1 %216, i1 %219, i1 false
  br i1 %220, label %221, label %229

221:                                              ; preds = %214, %221
  %222 = phi i8* [ %227, %221 ], [ %218, %214 ]
  %223 = phi i8* [ %226, %221 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), %214 ]
  %224 = load i8, i8* %223, align 1, !tbaa !2
  %225 = load i8, i8* %222, align 1, !tbaa !2
  %226 = getelementptr inbounds i8, i8* %223, i64 1
  store i8 %225, i8* %223, align 1, !tbaa !2
  store i8 %224, i8* %222, align 1, !tbaa !2
  %227 = getelementptr inbounds i8, i8* %222, i64 -1
  %228 = icmp ult i8* %226, %227
  br i1 %228, label %221, label %229, !llvm.loop !7

229:                                              ; preds = %221, %214
  %230 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), align 16, !tbaa !2
  %231 = icmp eq i8 %230, 0
  br i1 %231, label %245, label %232

232:                                              ; preds = %229, %232
  %233 = phi i8 [ %243, %232 ], [ %230, %229 ]
  %234 = phi i8* [ %242, %232 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), %229 ]
  %235 = phi i32 [ %241, %232 ], [ 0, %229 ]
  %236 = sext i8 %233 to i32
  %237 = icmp sgt i8 %233, 64
  %238 = select i1 %237, i32 -55, i32 -48
  %239 = mul nsw i32 %235, 10
  %240 = add nsw i32 %238, %236
  %241 = add i32 %240, %239
  %242 = getelementptr inbounds i8, i8* %234, i64 1
  %243 = load i8, i8* %242, align 1, !tbaa !2
  %244 = icmp eq i8 %243, 0
  br i1 %244, label %245, label %232, !llvm.loop !9

245:                                              ; preds = %232, %229
  %246 = phi i32 [ 0, %229 ], [ %241, %232 ]
  %247 = icmp eq i32 %246, %148
  br i1 %247, label %259, label %258

248:                                              ; preds = %199, %248
  %249 = phi i8 [ %256, %248 ], [ %200, %199 ]
  %250 = phi i8* [ %255, %248 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), %199 ]
  %251 = phi i32 [ %254, %248 ], [ %146, %199 ]
  %252 = zext i8 %249 to i32
  %253 = xor i32 %251, %252
  %254 = mul i32 %253, 16777619
  %255 = getelementptr inbounds i8, i8* %250, i64 1
  %256 = load i8, i8* %255, align 1, !tbaa !2
  %257 = icmp eq i8 %256, 0
  br i1 %257, label %202, label %248, !llvm.loop !11

258:                                              ; preds = %245
  tail call void @abort() #2
  br label %259

259:                                              ; preds = %258, %245
  %260 = tail call i64 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0)) #2
  %261 = trunc i64 %260 to i32
  %262 = xor i32 %203, %261
  br label %263

263:                                              ; preds = %263, %259
  %264 = phi i32 [ %148, %259 ], [ %271, %263 ]
  %265 = phi i8* [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), %259 ], [ %270, %263 ]
  %266 = and i32 %264, 15
  %267 = zext i32 %266 to i64
  %268 = getelementptr inbounds [17 x i8], [17 x i8]* @digits, i64 0, i64 %267
  %269 = load i8, i8* %268, align 1, !tbaa !2
  %270 = getelementptr inbounds i8, i8* %265, i64 1
  store i8 %269, i8* %265, align 1, !tbaa !2
  %271 = lshr i32 %264, 4
  %272 = icmp ult i32 %264, 16
  br i1 %272, label %273, label %263, !llvm.loop !12

273:                                              ; preds = %263
  %274 = mul i32 %262, 16777619
  store i8 0, i8* %270, align 1, !tbaa !2
  %275 = tail call i64 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0)) #2
  %276 = icmp ugt i64 %275, 1
  %277 = getelementptr inbounds [100 x i8], [100 x i8]* @buf, i64 0, i64 %275
  %278 = getelementptr inbounds i8, i8* %277, i64 -1
  %279 = icmp ugt i8* %278, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0)
  %280 = select i1 %276, i1 %279, i1 false
  br i1 %280, label %281, label %289

281:                                              ; preds = %273, %281
  %282 = phi i8* [ %287, %281 ], [ %278, %273 ]
  %283 = phi i8* [ %286, %281 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), %273 ]
  %284 = load i8, i8* %283, align 1, !tbaa !2
  %285 = load i8, i8* %282, align 1, !tbaa !2
  %286 = getelementptr inbounds i8, i8* %283, i64 1
  store i8 %285, i8* %283, align 1, !tbaa !2
  store i8 %284, i8* %282, align 1, !tbaa !2
  %287 = getelementptr inbounds i8, i8* %282, i64 -1
  %288 = icmp ult i8* %286, %287
  br i1 %288, label %281, label %289, !llvm.loop !7

289:                                              ; preds = %281, %273
  %290 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), align 16, !tbaa !2
  %291 = icmp eq i8 %290, 0
  br i1 %291, label %305, label %292

292:                                              ; preds = %289, %292
  %293 = phi i8 [ %303, %292 ], [ %290, %289 ]
  %294 = phi i8* [ %302, %292 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), %289 ]
  %295 = phi i32 [ %301, %292 ], [ 0, %289 ]
  %296 = sext i8 %293 to i32
  %297 = icmp sgt i8 %293, 64
  %298 = select i1 %297, i32 -55, i32 -48
  %299 = shl nsw i32 %295, 4
  %300 = add nsw i32 %298, %296
  %301 = add i32 %300, %299
  %302 = getelementptr inbounds i8, i8* %294, i64 1
  %303 = load i8, i8* %302, align 1, !tbaa !2
  %304 = icmp eq i8 %303, 0
  br i1 %304, label %305, label %292, !llvm.loop !9

305:                                              ; preds = %292, %289
  %306 = phi i32 [ 0, %289 ], [ %301, %292 ]
  %307 = icmp eq i32 %306, %148
  br i1 %307, label %310, label %308

308:                                              ; preds = %305
  tail call void @abort() #2
  %309 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i64 0, i64 0), align 16, !tbaa !2
  br label %310

310:                                              ; preds = %308, %305
  %311 = phi i8 [ %309, %308 ], [ %290, %305 ]
  %312 = zext i8 %311 to i32
  %313 = xor i32 %274, %312
  %314 = mul i32 %313, 16777619
  %315 = mul i32 %148, -1640531535
  %316 = lshr i32 %315, 1
  %317 = add nuw nsw i32 %147, 1
  %318 = icmp eq i32 %317, 60
  br i1 %318, label %110, label %145, !llvm.loop !13
}

declare dso_local void @abort() local_unnamed_addr #1

declare dso_local i64 @strlen(i8* noundef) local_unnamed_addr #1

declare dso_local i32 @putchar(i32 noundef) local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
