; ModuleID = 'convert_divmod.c'
source_filename = "convert_divmod.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv6-none-unknown-eabi"

@digits = dso_local local_unnamed_addr global [17 x i8] c"0123456789ABCDEF\00", align 1
@buf = dso_local global [100 x i8] zeroinitializer, align 1

; Function Attrs: nounwind
define dso_local void @convert(i8* noundef %0, i8* nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  br label %5

5:                                                ; preds = %5, %4
  %6 = phi i32 [ %3, %4 ], [ %9, %5 ]
  %7 = phi i8* [ %0, %4 ], [ %14, %5 ]
  %8 = freeze i32 %6
  %9 = sdiv i32 %8, %2
  %10 = mul i32 %9, %2
  %11 = sub i32 %8, %10
  %12 = getelementptr inbounds i8, i8* %1, i32 %11
  %13 = load i8, i8* %12, align 1, !tbaa !7
  %14 = getelementptr inbounds i8, i8* %7, i32 1
  store i8 %13, i8* %7, align 1, !tbaa !7
  %15 = icmp sgt i32 %9, 0
  br i1 %15, label %5, label %16, !llvm.loop !10

16:                                               ; preds = %5
  store i8 0, i8* %14, align 1, !tbaa !7
  %17 = tail call i32 @strlen(i8* noundef %0) #2
  %18 = icmp ugt i32 %17, 1
  %19 = getelementptr inbounds i8, i8* %0, i32 %17
  %20 = getelementptr inbounds i8, i8* %19, i32 -1
  %21 = icmp ugt i8* %20, %0
  %22 = select i1 %18, i1 %21, i1 false
  br i1 %22, label %23, label %31

23:                                               ; preds = %16, %23
  %24 = phi i8* [ %29, %23 ], [ %20, %16 ]
  %25 = phi i8* [ %28, %23 ], [ %0, %16 ]
  %26 = load i8, i8* %25, align 1, !tbaa !7
  %27 = load i8, i8* %24, align 1, !tbaa !7
  %28 = getelementptr inbounds i8, i8* %25, i32 1
  store i8 %27, i8* %25, align 1, !tbaa !7
  store i8 %26, i8* %24, align 1, !tbaa !7
  %29 = getelementptr inbounds i8, i8* %24, i32 -1
  %30 = icmp ult i8* %28, %29
  br i1 %30, label %23, label %31, !llvm.loop !12

31:                                               ; preds = %23, %16
  ret void
}

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i32 0, i32 1), align 1, !tbaa !7
  store i8 %1, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !7
  store i8 %1, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 1), align 1, !tbaa !7
  %2 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i32 0, i32 7), align 1, !tbaa !7
  store i8 %2, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 2), align 1, !tbaa !7
  %3 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i32 0, i32 4), align 1, !tbaa !7
  store i8 %3, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 3), align 1, !tbaa !7
  store i8 0, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 4), align 1, !tbaa !7
  %4 = tail call i32 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)) #2
  %5 = icmp ugt i32 %4, 1
  %6 = getelementptr inbounds [100 x i8], [100 x i8]* @buf, i32 0, i32 %4
  %7 = getelementptr inbounds i8, i8* %6, i32 -1
  %8 = icmp ugt i8* %7, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)
  %9 = select i1 %5, i1 %8, i1 false
  br i1 %9, label %10, label %18

10:                                               ; preds = %0, %10
  %11 = phi i8* [ %16, %10 ], [ %7, %0 ]
  %12 = phi i8* [ %15, %10 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %0 ]
  %13 = load i8, i8* %12, align 1, !tbaa !7
  %14 = load i8, i8* %11, align 1, !tbaa !7
  %15 = getelementptr inbounds i8, i8* %12, i32 1
  store i8 %14, i8* %12, align 1, !tbaa !7
  store i8 %13, i8* %11, align 1, !tbaa !7
  %16 = getelementptr inbounds i8, i8* %11, i32 -1
  %17 = icmp ult i8* %15, %16
  br i1 %17, label %10, label %18, !llvm.loop !12

18:                                               ; preds = %10, %0
  %19 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !7
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %29, label %21

21:                                               ; preds = %18, %21
  %22 = phi i8 [ %27, %21 ], [ %19, %18 ]
  %23 = phi i8* [ %24, %21 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %18 ]
  %24 = getelementptr inbounds i8, i8* %23, i32 1
  %25 = zext i8 %22 to i32
  %26 = tail call i32 @putchar(i32 noundef %25) #2
  %27 = load i8, i8* %24, align 1, !tbaa !7
  %28 = icmp eq i8 %27, 0
  br i1 %28, label %29, label %21, !llvm.loop !13

29:                                               ; preds = %21, %18
  %30 = tail call i32 @putchar(i32 noundef 10) #2
  %31 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !7
  %32 = icmp eq i8 %31, 0
  br i1 %32, label %48, label %33

33:                                               ; preds = %29, %33
  %34 = phi i8 [ %44, %33 ], [ %31, %29 ]
  %35 = phi i8* [ %43, %33 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %29 ]
  %36 = phi i32 [ %42, %33 ], [ 0, %29 ]
  %37 = zext i8 %34 to i32
  %38 = icmp ugt i8 %34, 64
  %39 = select i1 %38, i32 -55, i32 -48
  %40 = mul nsw i32 %36, 10
  %41 = add nsw i32 %39, %37
  %42 = add i32 %41, %40
  %43 = getelementptr inbounds i8, i8* %35, i32 1
  %44 = load i8, i8* %43, align 1, !tbaa !7
  %45 = icmp eq i8 %44, 0
  br i1 %45, label %46, label %33, !llvm.loop !14

46:                                               ; preds = %33
  %47 = icmp eq i32 %42, 4711
  br i1 %47, label %49, label %48

48:                                               ; preds = %29, %46
  tail call void @abort() #2
  br label %49

49:                                               ; preds = %48, %46
  %50 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i32 0, i32 7), align 1, !tbaa !7
  store i8 %50, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !7
  %51 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i32 0, i32 6), align 1, !tbaa !7
  store i8 %51, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 1), align 1, !tbaa !7
  %52 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i32 0, i32 2), align 1, !tbaa !7
  store i8 %52, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 2), align 1, !tbaa !7
  %53 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i32 0, i32 1), align 1, !tbaa !7
  store i8 %53, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 3), align 1, !tbaa !7
  store i8 0, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 4), align 1, !tbaa !7
  %54 = tail call i32 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)) #2
  %55 = icmp ugt i32 %54, 1
  %56 = getelementptr inbounds [100 x i8], [100 x i8]* @buf, i32 0, i32 %54
  %57 = getelementptr inbounds i8, i8* %56, i32 -1
  %58 = icmp ugt i8* %57, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)
  %59 = select i1 %55, i1 %58, i1 false
  br i1 %59, label %60, label %68

60:                                               ; preds = %49, %60
  %61 = phi i8* [ %66, %60 ], [ %57, %49 ]
  %62 = phi i8* [ %65, %60 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %49 ]
  %63 = load i8, i8* %62, align 1, !tbaa !7
  %64 = load i8, i8* %61, align 1, !tbaa !7
  %65 = getelementptr inbounds i8, i8* %62, i32 1
  store i8 %64, i8* %62, align 1, !tbaa !7
  store i8 %63, i8* %61, align 1, !tbaa !7
  %66 = getelementptr inbounds i8, i8* %61, i32 -1
  %67 = icmp ult i8* %65, %66
  br i1 %67, label %60, label %68, !llvm.loop !12

68:                                               ; preds = %60, %49
  %69 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !7
  %70 = icmp eq i8 %69, 0
  br i1 %70, label %79, label %71

71:                                               ; preds = %68, %71
  %72 = phi i8 [ %77, %71 ], [ %69, %68 ]
  %73 = phi i8* [ %74, %71 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %68 ]
  %74 = getelementptr inbounds i8, i8* %73, i32 1
  %75 = zext i8 %72 to i32
  %76 = tail call i32 @putchar(i32 noundef %75) #2
  %77 = load i8, i8* %74, align 1, !tbaa !7
  %78 = icmp eq i8 %77, 0
  br i1 %78, label %79, label %71, !llvm.loop !13

79:                                               ; preds = %71, %68
  %80 = tail call i32 @putchar(i32 noundef 10) #2
  %81 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i32 0, i32 1), align 1, !tbaa !7
  store i8 %81, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !7
  store i8 %81, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 1), align 1, !tbaa !7
  store i8 %81, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 2), align 1, !tbaa !7
  %82 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i32 0, i32 0), align 1, !tbaa !7
  store i8 %82, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 3), align 1, !tbaa !7
  store i8 %82, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 4), align 1, !tbaa !7
  store i8 %81, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 5), align 1, !tbaa !7
  store i8 %81, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 6), align 1, !tbaa !7
  store i8 %82, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 7), align 1, !tbaa !7
  store i8 %82, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 8), align 1, !tbaa !7
  store i8 %81, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 9), align 1, !tbaa !7
  store i8 %82, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 10), align 1, !tbaa !7
  store i8 %82, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 11), align 1, !tbaa !7
  store i8 %81, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 12), align 1, !tbaa !7
  store i8 0, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 13), align 1, !tbaa !7
  %83 = tail call i32 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)) #2
  %84 = icmp ugt i32 %83, 1
  %85 = getelementptr inbounds [100 x i8], [100 x i8]* @buf, i32 0, i32 %83
  %86 = getelementptr inbounds i8, i8* %85, i32 -1
  %87 = icmp ugt i8* %86, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)
  %88 = select i1 %84, i1 %87, i1 false
  br i1 %88, label %89, label %97

89:                                               ; preds = %79, %89
  %90 = phi i8* [ %95, %89 ], [ %86, %79 ]
  %91 = phi i8* [ %94, %89 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %79 ]
  %92 = load i8, i8* %91, align 1, !tbaa !7
  %93 = load i8, i8* %90, align 1, !tbaa !7
  %94 = getelementptr inbounds i8, i8* %91, i32 1
  store i8 %93, i8* %91, align 1, !tbaa !7
  store i8 %92, i8* %90, align 1, !tbaa !7
  %95 = getelementptr inbounds i8, i8* %90, i32 -1
  %96 = icmp ult i8* %94, %95
  br i1 %96, label %89, label %97, !llvm.loop !12

97:                                               ; preds = %89, %79
  %98 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !7
  %99 = icmp eq i8 %98, 0
  br i1 %99, label %108, label %100

100:                                              ; preds = %97, %100
  %101 = phi i8 [ %106, %100 ], [ %98, %97 ]
  %102 = phi i8* [ %103, %100 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %97 ]
  %103 = getelementptr inbounds i8, i8* %102, i32 1
  %104 = zext i8 %101 to i32
  %105 = tail call i32 @putchar(i32 noundef %104) #2
  %106 = load i8, i8* %103, align 1, !tbaa !7
  %107 = icmp eq i8 %106, 0
  br i1 %107, label %108, label %100, !llvm.loop !13

108:                                              ; preds = %100, %97
  %109 = tail call i32 @putchar(i32 noundef 10) #2
  br label %145

110:                                              ; preds = %311
  %111 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i32 0, i32 1), align 1, !tbaa !7
  store i8 %111, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !7
  %112 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i32 0, i32 6), align 1, !tbaa !7
  store i8 %112, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 1), align 1, !tbaa !7
  store i8 %111, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 2), align 1, !tbaa !7
  store i8 %111, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 3), align 1, !tbaa !7
  store i8 %111, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 4), align 1, !tbaa !7
  %113 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i32 0, i32 2), align 1, !tbaa !7
  store i8 %113, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 5), align 1, !tbaa !7
  %114 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i32 0, i32 4), align 1, !tbaa !7
  store i8 %114, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 6), align 1, !tbaa !7
  %115 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i32 0, i32 3), align 1, !tbaa !7
  store i8 %115, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 7), align 1, !tbaa !7
  store i8 %111, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 8), align 1, !tbaa !7
  store i8 %114, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 9), align 1, !tbaa !7
  %116 = load i8, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @digits, i32 0, i32 0), align 1, !tbaa !7
  store i8 %116, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 10), align 1, !tbaa !7
  store i8 %111, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 11), align 1, !tbaa !7
  store i8 0, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 12), align 1, !tbaa !7
  %117 = tail call i32 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)) #2
  %118 = icmp ugt i32 %117, 1
  %119 = getelementptr inbounds [100 x i8], [100 x i8]* @buf, i32 0, i32 %117
  %120 = getelementptr inbounds i8, i8* %119, i32 -1
  %121 = icmp ugt i8* %120, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)
  %122 = select i1 %118, i1 %121, i1 false
  br i1 %122, label %123, label %131

123:                                              ; preds = %110, %123
  %124 = phi i8* [ %129, %123 ], [ %120, %110 ]
  %125 = phi i8* [ %128, %123 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %110 ]
  %126 = load i8, i8* %125, align 1, !tbaa !7
  %127 = load i8, i8* %124, align 1, !tbaa !7
  %128 = getelementptr inbounds i8, i8* %125, i32 1
  store i8 %127, i8* %125, align 1, !tbaa !7
  store i8 %126, i8* %124, align 1, !tbaa !7
  %129 = getelementptr inbounds i8, i8* %124, i32 -1
  %130 = icmp ult i8* %128, %129
  br i1 %130, label %123, label %131, !llvm.loop !12

131:                                              ; preds = %123, %110
  %132 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !7
  %133 = icmp eq i8 %132, 0
  br i1 %133, label %142, label %134

134:                                              ; preds = %131, %134
  %135 = phi i8 [ %140, %134 ], [ %132, %131 ]
  %136 = phi i8* [ %137, %134 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %131 ]
  %137 = getelementptr inbounds i8, i8* %136, i32 1
  %138 = zext i8 %135 to i32
  %139 = tail call i32 @putchar(i32 noundef %138) #2
  %140 = load i8, i8* %137, align 1, !tbaa !7
  %141 = icmp eq i8 %140, 0
  br i1 %141, label %142, label %134, !llvm.loop !13

142:                                              ; preds = %134, %131
  %143 = tail call i32 @putchar(i32 noundef 10) #2
  %144 = and i32 %315, 2147483647
  ret i32 %144

145:                                              ; preds = %108, %311
  %146 = phi i32 [ -2128831035, %108 ], [ %315, %311 ]
  %147 = phi i32 [ 0, %108 ], [ %318, %311 ]
  %148 = phi i32 [ 1, %108 ], [ %317, %311 ]
  %149 = trunc i32 %147 to i8
  %150 = urem i8 %149, 15
  %151 = add nuw nsw i8 %150, 2
  %152 = zext i8 %151 to i32
  br label %153

153:                                              ; preds = %153, %145
  %154 = phi i32 [ %148, %145 ], [ %158, %153 ]
  %155 = phi i8* [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %145 ], [ %163, %153 ]
  %156 = freeze i32 %154
  %157 = freeze i32 %152
  %158 = sdiv i32 %156, %157
  %159 = mul i32 %158, %157
  %160 = sub i32 %156, %159
  %161 = getelementptr inbounds [17 x i8], [17 x i8]* @digits, i32 0, i32 %160
  %162 = load i8, i8* %161, align 1, !tbaa !7
  %163 = getelementptr inbounds i8, i8* %155, i32 1
  store i8 %162, i8* %155, align 1, !tbaa !7
  %164 = icmp sgt i32 %158, 0
  br i1 %164, label %153, label %165, !llvm.loop !10

165:                                              ; preds = %153
  store i8 0, i8* %163, align 1, !tbaa !7
  %166 = tail call i32 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)) #2
  %167 = icmp ugt i32 %166, 1
  %168 = getelementptr inbounds [100 x i8], [100 x i8]* @buf, i32 0, i32 %166
  %169 = getelementptr inbounds i8, i8* %168, i32 -1
  %170 = icmp ugt i8* %169, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)
  %171 = select i1 %167, i1 %170, i1 false
  br i1 %171, label %172, label %180

172:                                              ; preds = %165, %172
  %173 = phi i8* [ %178, %172 ], [ %169, %165 ]
  %174 = phi i8* [ %177, %172 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %165 ]
  %175 = load i8, i8* %174, align 1, !tbaa !7
  %176 = load i8, i8* %173, align 1, !tbaa !7
  %177 = getelementptr inbounds i8, i8* %174, i32 1
  store i8 %176, i8* %174, align 1, !tbaa !7
  store i8 %175, i8* %173, align 1, !tbaa !7
  %178 = getelementptr inbounds i8, i8* %173, i32 -1
  %179 = icmp ult i8* %177, %178
  br i1 %179, label %172, label %180, !llvm.loop !12

180:                                              ; preds = %172, %165
  %181 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !7
  %182 = icmp eq i8 %181, 0
  br i1 %182, label %196, label %183

183:                                              ; preds = %180, %183
  %184 = phi i8 [ %194, %183 ], [ %181, %180 ]
  %185 = phi i8* [ %193, %183 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %180 ]
  %186 = phi i32 [ %192, %183 ], [ 0, %180 ]
  %187 = zext i8 %184 to i32
  %188 = icmp ugt i8 %184, 64
  %189 = select i1 %188, i32 -55, i32 -48
  %190 = mul nsw i32 %186, %152
  %191 = add nsw i32 %189, %187
  %192 = add i32 %191, %190
  %193 = getelementptr inbounds i8, i8* %185, i32 1
  %194 = load i8, i8* %193, align 1, !tbaa !7
  %195 = icmp eq i8 %194, 0
  br i1 %195, label %196, label %183, !llvm.loop !14

196:                                              ; preds = %183, %180
  %197 = phi i32 [ 0, %180 ], [ %192, %183 ]
  %198 = icmp eq i32 %197, %148
  br i1 %198, label %201, label %199

199:                                              ; preds = %196
  tail call void @abort() #2
  %200 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !7
  br label %201

201:                                              ; preds = %199, %196
  %202 = phi i8 [ %200, %199 ], [ %181, %196 ]
  %203 = icmp eq i8 %202, 0
  br i1 %203, label %204, label %251

204:                                              ; preds = %251, %201
  %205 = phi i32 [ %146, %201 ], [ %257, %251 ]
  br label %206

206:                                              ; preds = %204, %206
  %207 = phi i32 [ %210, %206 ], [ %148, %204 ]
  %208 = phi i8* [ %215, %206 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %204 ]
  %209 = freeze i32 %207
  %210 = sdiv i32 %209, 10
  %211 = mul i32 %210, 10
  %212 = sub i32 %209, %211
  %213 = getelementptr inbounds [17 x i8], [17 x i8]* @digits, i32 0, i32 %212
  %214 = load i8, i8* %213, align 1, !tbaa !7
  %215 = getelementptr inbounds i8, i8* %208, i32 1
  store i8 %214, i8* %208, align 1, !tbaa !7
  %216 = icmp sgt i32 %207, 9
  br i1 %216, label %206, label %217, !llvm.loop !15

217:                                              ; preds = %206
  store i8 0, i8* %215, align 1, !tbaa !7
  %218 = tail call i32 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)) #2
  %219 = icmp ugt i32 %218, 1
  %220 = getelementptr inbounds [100 x i8], [100 x i8]* @buf, i32 0, i32 %218
  %221 = getelementptr inbounds i8, i8* %220, i32 -1
  %222 = icmp ugt i8* %221, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)
  %223 = select i1 %219, i1 %222, i1 false
  br i1 %223, label %224, label %232

224:                                              ; preds = %217, %224
  %225 = phi i8* [ %230, %224 ], [ %221, %217 ]
  %226 = phi i8* [ %229, %224 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %217 ]
  %227 = load i8, i8* %226, align 1, !tbaa !7
  %228 = load i8, i8* %225, align 1, !tbaa !7
  %229 = getelementptr inbounds i8, i8* %226, i32 1
  store i8 %228, i8* %226, align 1, !tbaa !7
  store i8 %227, i8* %225, align 1, !tbaa !7
  %230 = getelementptr inbounds i8, i8* %225, i32 -1
  %231 = icmp ult i8* %229, %230
  br i1 %231, label %224, label %232, !llvm.loop !12

232:                                              ; preds = %224, %217
  %233 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !7
  %234 = icmp eq i8 %233, 0
  br i1 %234, label %248, label %235

235:                                              ; preds = %232, %235
  %236 = phi i8 [ %246, %235 ], [ %233, %232 ]
  %237 = phi i8* [ %245, %235 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %232 ]
  %238 = phi i32 [ %244, %235 ], [ 0, %232 ]
  %239 = zext i8 %236 to i32
  %240 = icmp ugt i8 %236, 64
  %241 = select i1 %240, i32 -55, i32 -48
  %242 = mul nsw i32 %238, 10
  %243 = add nsw i32 %241, %239
  %244 = add i32 %243, %242
  %245 = getelementptr inbounds i8, i8* %237, i32 1
  %246 = load i8, i8* %245, align 1, !tbaa !7
  %247 = icmp eq i8 %246, 0
  br i1 %247, label %248, label %235, !llvm.loop !14

248:                                              ; preds = %235, %232
  %249 = phi i32 [ 0, %232 ], [ %244, %235 ]
  %250 = icmp eq i32 %249, %148
  br i1 %250, label %262, label %261

251:                                              ; preds = %201, %251
  %252 = phi i8 [ %259, %251 ], [ %202, %201 ]
  %253 = phi i8* [ %258, %251 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %201 ]
  %254 = phi i32 [ %257, %251 ], [ %146, %201 ]
  %255 = zext i8 %252 to i32
  %256 = xor i32 %254, %255
  %257 = mul i32 %256, 16777619
  %258 = getelementptr inbounds i8, i8* %253, i32 1
  %259 = load i8, i8* %258, align 1, !tbaa !7
  %260 = icmp eq i8 %259, 0
  br i1 %260, label %204, label %251, !llvm.loop !16

261:                                              ; preds = %248
  tail call void @abort() #2
  br label %262

262:                                              ; preds = %261, %248
  %263 = tail call i32 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)) #2
  %264 = xor i32 %263, %205
  br label %265

265:                                              ; preds = %265, %262
  %266 = phi i32 [ %148, %262 ], [ %272, %265 ]
  %267 = phi i8* [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %262 ], [ %271, %265 ]
  %268 = and i32 %266, 15
  %269 = getelementptr inbounds [17 x i8], [17 x i8]* @digits, i32 0, i32 %268
  %270 = load i8, i8* %269, align 1, !tbaa !7
  %271 = getelementptr inbounds i8, i8* %267, i32 1
  store i8 %270, i8* %267, align 1, !tbaa !7
  %272 = lshr i32 %266, 4
  %273 = icmp ult i32 %266, 16
  br i1 %273, label %274, label %265, !llvm.loop !17

274:                                              ; preds = %265
  %275 = mul i32 %264, 16777619
  store i8 0, i8* %271, align 1, !tbaa !7
  %276 = tail call i32 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)) #2
  %277 = icmp ugt i32 %276, 1
  %278 = getelementptr inbounds [100 x i8], [100 x i8]* @buf, i32 0, i32 %276
  %279 = getelementptr inbounds i8, i8* %278, i32 -1
  %280 = icmp ugt i8* %279, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)
  %281 = select i1 %277, i1 %280, i1 false
  br i1 %281, label %282, label %290

282:                                              ; preds = %274, %282
  %283 = phi i8* [ %288, %282 ], [ %279, %274 ]
  %284 = phi i8* [ %287, %282 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %274 ]
  %285 = load i8, i8* %284, align 1, !tbaa !7
  %286 = load i8, i8* %283, align 1, !tbaa !7
  %287 = getelementptr inbounds i8, i8* %284, i32 1
  store i8 %286, i8* %284, align 1, !tbaa !7
  store i8 %285, i8* %283, align 1, !tbaa !7
  %288 = getelementptr inbounds i8, i8* %283, i32 -1
  %289 = icmp ult i8* %287, %288
  br i1 %289, label %282, label %290, !llvm.loop !12

290:                                              ; preds = %282, %274
  %291 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !7
  %292 = icmp eq i8 %291, 0
  br i1 %292, label %306, label %293

293:                                              ; preds = %290, %293
  %294 = phi i8 [ %304, %293 ], [ %291, %290 ]
  %295 = phi i8* [ %303, %293 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %290 ]
  %296 = phi i32 [ %302, %293 ], [ 0, %290 ]
  %297 = zext i8 %294 to i32
  %298 = icmp ugt i8 %294, 64
  %299 = select i1 %298, i32 -55, i32 -48
  %300 = shl nsw i32 %296, 4
  %301 = add nsw i32 %299, %297
  %302 = add i32 %301, %300
  %303 = getelementptr inbounds i8, i8* %295, i32 1
  %304 = load i8, i8* %303, align 1, !tbaa !7
  %305 = icmp eq i8 %304, 0
  br i1 %305, label %306, label %293, !llvm.loop !14

306:                                              ; preds = %293, %290
  %307 = phi i32 [ 0, %290 ], [ %302, %293 ]
  %308 = icmp eq i32 %307, %148
  br i1 %308, label %311, label %309

309:                                              ; preds = %306
  tail call void @abort() #2
  %310 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !7
  br label %311

311:                                              ; preds = %309, %306
  %312 = phi i8 [ %310, %309 ], [ %291, %306 ]
  %313 = zext i8 %312 to i32
  %314 = xor i32 %275, %313
  %315 = mul i32 %314, 16777619
  %316 = mul i32 %148, -1640531535
  %317 = lshr i32 %316, 1
  %318 = add nuw nsw i32 %147, 1
  %319 = icmp eq i32 %318, 60
  br i1 %319, label %110, label %145, !llvm.loop !18
}

declare dso_local void @abort() local_unnamed_addr #1

declare dso_local i32 @strlen(i8* noundef) local_unnamed_addr #1

declare dso_local i32 @putchar(i32 noundef) local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{!"Debian clang version 14.0.6"}
!7 = !{!8, !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
