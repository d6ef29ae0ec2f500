; ModuleID = 'convert_divmod.c'
source_filename = "convert_divmod.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@digits = dso_local local_unnamed_addr global [17 x i8] c"0123456789ABCDEF\00", align 16
@buf = dso_local global [100 x i8] zeroinitializer, align 16

; Function Attrs: nounwind
define dso_local void @convert(ptr noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  br label %5

5:                                                ; preds = %5, %4
  %6 = phi i32 [ %3, %4 ], [ %9, %5 ]
  %7 = phi ptr [ %0, %4 ], [ %13, %5 ]
  %8 = srem i32 %6, %2
  %9 = sdiv i32 %6, %2
  %10 = sext i32 %8 to i64
  %11 = getelementptr inbounds i8, ptr %1, i64 %10
  %12 = load i8, ptr %11, align 1, !tbaa !2
  %13 = getelementptr inbounds i8, ptr %7, i64 1
  store i8 %12, ptr %7, align 1, !tbaa !2
  %14 = icmp sgt i32 %9, 0
  br i1 %14, label %5, label %15, !llvm.loop !5

15:                                               ; preds = %5
  store i8 0, ptr %13, align 1, !tbaa !2
  %16 = tail call i64 @strlen(ptr noundef %0) #2
  %17 = icmp ugt i64 %16, 1
  %18 = getelementptr inbounds i8, ptr %0, i64 %16
  %19 = getelementptr inbounds i8, ptr %18, i64 -1
  %20 = icmp ugt ptr %19, %0
  %21 = select i1 %17, i1 %20, i1 false
  br i1 %21, label %22, label %30

22:                                               ; preds = %15, %22
  %23 = phi ptr [ %28, %22 ], [ %19, %15 ]
  %24 = phi ptr [ %27, %22 ], [ %0, %15 ]
  %25 = load i8, ptr %24, align 1, !tbaa !2
  %26 = load i8, ptr %23, align 1, !tbaa !2
  %27 = getelementptr inbounds i8, ptr %24, i64 1
  store i8 %26, ptr %24, align 1, !tbaa !2
  store i8 %25, ptr %23, align 1, !tbaa !2
  %28 = getelementptr inbounds i8, ptr %23, i64 -1
  %29 = icmp ult ptr %27, %28
  br i1 %29, label %22, label %30, !llvm.loop !7

30:                                               ; preds = %22, %15
  ret void
}

; Function Attrs: nounwind
define dso_local range(i32 0, -2147483648) i32 @main() local_unnamed_addr #0 {
  %1 = load i8, ptr getelementptr inbounds (i8, ptr @digits, i64 1), align 1, !tbaa !2
  store i8 %1, ptr @buf, align 16, !tbaa !2
  store i8 %1, ptr getelementptr inbounds (i8, ptr @buf, i64 1), align 1, !tbaa !2
  %2 = load i8, ptr getelementptr inbounds (i8, ptr @digits, i64 7), align 1, !tbaa !2
  store i8 %2, ptr getelementptr inbounds (i8, ptr @buf, i64 2), align 2, !tbaa !2
  %3 = load i8, ptr getelementptr inbounds (i8, ptr @digits, i64 4), align 4, !tbaa !2
  store i8 %3, ptr getelementptr inbounds (i8, ptr @buf, i64 3), align 1, !tbaa !2
  store i8 0, ptr getelementptr inbounds (i8, ptr @buf, i64 4), align 4, !tbaa !2
  %4 = tail call i64 @strlen(ptr noundef nonnull @buf) #2
  %5 = icmp ugt i64 %4, 1
  %6 = getelementptr inbounds i8, ptr @buf, i64 %4
  %7 = getelementptr inbounds i8, ptr %6, i64 -1
  %8 = icmp ugt ptr %7, @buf
  %9 = select i1 %5, i1 %8, i1 false
  br i1 %9, label %10, label %18

10:                                               ; preds = %0, %10
  %11 = phi ptr [ %16, %10 ], [ %7, %0 ]
  %12 = phi ptr [ %15, %10 ], [ @buf, %0 ]
  %13 = load i8, ptr %12, align 1, !tbaa !2
  %14 = load i8, ptr %11, align 1, !tbaa !2
  %15 = getelementptr inbounds i8, ptr %12, i64 1
  store i8 %14, ptr %12, align 1, !tbaa !2
  store i8 %13, ptr %11, align 1, !tbaa !2
  %16 = getelementptr inbounds i8, ptr %11, i64 -1
  %17 = icmp ult ptr %15, %16
  br i1 %17, label %10, label %18, !llvm.loop !7

18:                                               ; preds = %10, %0
  %19 = load i8, ptr @buf, align 16, !tbaa !2
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %29, label %21

21:                                               ; preds = %18, %21
  %22 = phi i8 [ %27, %21 ], [ %19, %18 ]
  %23 = phi ptr [ %24, %21 ], [ @buf, %18 ]
  %24 = getelementptr inbounds i8, ptr %23, i64 1
  %25 = sext i8 %22 to i32
  %26 = tail call i32 @putchar(i32 noundef %25) #2
  %27 = load i8, ptr %24, align 1, !tbaa !2
  %28 = icmp eq i8 %27, 0
  br i1 %28, label %29, label %21, !llvm.loop !8

29:                                               ; preds = %21, %18
  %30 = tail call i32 @putchar(i32 noundef 10) #2
  %31 = load i8, ptr @buf, align 16, !tbaa !2
  %32 = icmp eq i8 %31, 0
  br i1 %32, label %48, label %33

33:                                               ; preds = %29, %33
  %34 = phi i8 [ %44, %33 ], [ %31, %29 ]
  %35 = phi ptr [ %43, %33 ], [ @buf, %29 ]
  %36 = phi i32 [ %42, %33 ], [ 0, %29 ]
  %37 = sext i8 %34 to i32
  %38 = icmp sgt i8 %34, 64
  %39 = select i1 %38, i32 -55, i32 -48
  %40 = mul nsw i32 %36, 10
  %41 = add nsw i32 %39, %37
  %42 = add i32 %41, %40
  %43 = getelementptr inbounds i8, ptr %35, i64 1
  %44 = load i8, ptr %43, align 1, !tbaa !2
  %45 = icmp eq i8 %44, 0
  br i1 %45, label %46, label %33, !llvm.loop !9

46:                                               ; preds = %33
  %47 = icmp eq i32 %42, 4711
  br i1 %47, label %49, label %48

48:                                               ; preds = %29, %46
  tail call void @abort() #2
  br label %49

49:                                               ; preds = %48, %46
  %50 = load i8, ptr getelementptr inbounds (i8, ptr @digits, i64 7), align 1, !tbaa !2
  store i8 %50, ptr @buf, align 16, !tbaa !2
  %51 = load i8, ptr getelementptr inbounds (i8, ptr @digits, i64 6), align 2, !tbaa !2
  store i8 %51, ptr getelementptr inbounds (i8, ptr @buf, i64 1), align 1, !tbaa !2
  %52 = load i8, ptr getelementptr inbounds (i8, ptr @digits, i64 2), align 2, !tbaa !2
  store i8 %52, ptr getelementptr inbounds (i8, ptr @buf, i64 2), align 2, !tbaa !2
  %53 = load i8, ptr getelementptr inbounds (i8, ptr @digits, i64 1), align 1, !tbaa !2
  store i8 %53, ptr getelementptr inbounds (i8, ptr @buf, i64 3), align 1, !tbaa !2
  store i8 0, ptr getelementptr inbounds (i8, ptr @buf, i64 4), align 4, !tbaa !2
  %54 = tail call i64 @strlen(ptr noundef nonnull @buf) #2
  %55 = icmp ugt i64 %54, 1
  %56 = getelementptr inbounds i8, ptr @buf, i64 %54
  %57 = getelementptr inbounds i8, ptr %56, i64 -1
  %58 = icmp ugt ptr %57, @buf
  %59 = select i1 %55, i1 %58, i1 false
  br i1 %59, label %60, label %68

60:                                               ; preds = %49, %60
  %61 = phi ptr [ %66, %60 ], [ %57, %49 ]
  %62 = phi ptr [ %65, %60 ], [ @buf, %49 ]
  %63 = load i8, ptr %62, align 1, !tbaa !2
  %64 = load i8, ptr %61, align 1, !tbaa !2
  %65 = getelementptr inbounds i8, ptr %62, i64 1
  store i8 %64, ptr %62, align 1, !tbaa !2
  store i8 %63, ptr %61, align 1, !tbaa !2
  %66 = getelementptr inbounds i8, ptr %61, i64 -1
  %67 = icmp ult ptr %65, %66
  br i1 %67, label %60, label %68, !llvm.loop !7

68:                                               ; preds = %60, %49
  %69 = load i8, ptr @buf, align 16, !tbaa !2
  %70 = icmp eq i8 %69, 0
  br i1 %70, label %79, label %71

71:                                               ; preds = %68, %71
  %72 = phi i8 [ %77, %71 ], [ %69, %68 ]
  %73 = phi ptr [ %74, %71 ], [ @buf, %68 ]
  %74 = getelementptr inbounds i8, ptr %73, i64 1
  %75 = sext i8 %72 to i32
  %76 = tail call i32 @putchar(i32 noundef %75) #2
  %77 = load i8, ptr %74, align 1, !tbaa !2
  %78 = icmp eq i8 %77, 0
  br i1 %78, label %79, label %71, !llvm.loop !8

79:                                               ; preds = %71, %68
  %80 = tail call i32 @putchar(i32 noundef 10) #2
  %81 = load i8, ptr getelementptr inbounds (i8, ptr @digits, i64 1), align 1, !tbaa !2
  store i8 %81, ptr @buf, align 16, !tbaa !2
  store i8 %81, ptr getelementptr inbounds (i8, ptr @buf, i64 1), align 1, !tbaa !2
  store i8 %81, ptr getelementptr inbounds (i8, ptr @buf, i64 2), align 2, !tbaa !2
  %82 = load i8, ptr @digits, align 16, !tbaa !2
  store i8 %82, ptr getelementptr inbounds (i8, ptr @buf, i64 3), align 1, !tbaa !2
  store i8 %82, ptr getelementptr inbounds (i8, ptr @buf, i64 4), align 4, !tbaa !2
  store i8 %81, ptr getelementptr inbounds (i8, ptr @buf, i64 5), align 1, !tbaa !2
  store i8 %81, ptr getelementptr inbounds (i8, ptr @buf, i64 6), align 2, !tbaa !2
  store i8 %82, ptr getelementptr inbounds (i8, ptr @buf, i64 7), align 1, !tbaa !2
  store i8 %82, ptr getelementptr inbounds (i8, ptr @buf, i64 8), align 8, !tbaa !2
  store i8 %81, ptr getelementptr inbounds (i8, ptr @buf, i64 9), align 1, !tbaa !2
  store i8 %82, ptr getelementptr inbounds (i8, ptr @buf, i64 10), align 2, !tbaa !2
  store i8 %82, ptr getelementptr inbounds (i8, ptr @buf, i64 11), align 1, !tbaa !2
  store i8 %81, ptr getelementptr inbounds (i8, ptr @buf, i64 12), align 4, !tbaa !2
  store i8 0, ptr getelementptr inbounds (i8, ptr @buf, i64 13), align 1, !tbaa !2
  %83 = tail call i64 @strlen(ptr noundef nonnull @buf) #2
  %84 = icmp ugt i64 %83, 1
  %85 = getelementptr inbounds i8, ptr @buf, i64 %83
  %86 = getelementptr inbounds i8, ptr %85, i64 -1
  %87 = icmp ugt ptr %86, @buf
  %88 = select i1 %84, i1 %87, i1 false
  br i1 %88, label %89, label %97

89:                                               ; preds = %79, %89
  %90 = phi ptr [ %95, %89 ], [ %86, %79 ]
  %91 = phi ptr [ %94, %89 ], [ @buf, %79 ]
  %92 = load i8, ptr %91, align 1, !tbaa !2
  %93 = load i8, ptr %90, align 1, !tbaa !2
  %94 = getelementptr inbounds i8, ptr %91, i64 1
  store i8 %93, ptr %91, align 1, !tbaa !2
  store i8 %92, ptr %90, align 1, !tbaa !2
  %95 = getelementptr inbounds i8, ptr %90, i64 -1
  %96 = icmp ult ptr %94, %95
  br i1 %96, label %89, label %97, !llvm.loop !7

97:                                               ; preds = %89, %79
  %98 = load i8, ptr @buf, align 16, !tbaa !2
  %99 = icmp eq i8 %98, 0
  br i1 %99, label %108, label %100

100:                                              ; preds = %97, %100
  %101 = phi i8 [ %106, %100 ], [ %98, %97 ]
  %102 = phi ptr [ %103, %100 ], [ @buf, %97 ]
  %103 = getelementptr inbounds i8, ptr %102, i64 1
  %104 = sext i8 %101 to i32
  %105 = tail call i32 @putchar(i32 noundef %104) #2
  %106 = load i8, ptr %103, align 1, !tbaa !2
  %107 = icmp eq i8 %106, 0
  br i1 %107, label %108, label %100, !llvm.loop !8

108:                                              ; preds = %100, %97
  %109 = tail call i32 @putchar(i32 noundef 10) #2
  br label %145

110:                                              ; preds = %307
  %111 = load i8, ptr getelementptr inbounds (i8, ptr @digits, i64 1), align 1, !tbaa !2
  store i8 %111, ptr @buf, align 16, !tbaa !2
  %112 = load i8, ptr getelementptr inbounds (i8, ptr @digits, i64 6), align 2, !tbaa !2
  store i8 %112, ptr getelementptr inbounds (i8, ptr @buf, i64 1), align 1, !tbaa !2
  store i8 %111, ptr getelementptr inbounds (i8, ptr @buf, i64 2), align 2, !tbaa !2
  store i8 %111, ptr getelementptr inbounds (i8, ptr @buf, i64 3), align 1, !tbaa !2
  store i8 %111, ptr getelementptr inbounds (i8, ptr @buf, i64 4), align 4, !tbaa !2
  %113 = load i8, ptr getelementptr inbounds (i8, ptr @digits, i64 2), align 2, !tbaa !2
  store i8 %113, ptr getelementptr inbounds (i8, ptr @buf, i64 5), align 1, !tbaa !2
  %114 = load i8, ptr getelementptr inbounds (i8, ptr @digits, i64 4), align 4, !tbaa !2
  store i8 %114, ptr getelementptr inbounds (i8, ptr @buf, i64 6), align 2, !tbaa !2
  %115 = load i8, ptr getelementptr inbounds (i8, ptr @digits, i64 3), align 1, !tbaa !2
  store i8 %115, ptr getelementptr inbounds (i8, ptr @buf, i64 7), align 1, !tbaa !2
  store i8 %111, ptr getelementptr inbounds (i8, ptr @buf, i64 8), align 8, !tbaa !2
  store i8 %114, ptr getelementptr inbounds (i8, ptr @buf, i64 9), align 1, !tbaa !2
  %116 = load i8, ptr @digits, align 16, !tbaa !2
  store i8 %116, ptr getelementptr inbounds (i8, ptr @buf, i64 10), align 2, !tbaa !2
  store i8 %111, ptr getelementptr inbounds (i8, ptr @buf, i64 11), align 1, !tbaa !2
  store i8 0, ptr getelementptr inbounds (i8, ptr @buf, i64 12), align 4, !tbaa !2
  %117 = tail call i64 @strlen(ptr noundef nonnull @buf) #2
  %118 = icmp ugt i64 %117, 1
  %119 = getelementptr inbounds i8, ptr @buf, i64 %117
  %120 = getelementptr inbounds i8, ptr %119, i64 -1
  %121 = icmp ugt ptr %120, @buf
  %122 = select i1 %118, i1 %121, i1 false
  br i1 %122, label %123, label %131

123:                                              ; preds = %110, %123
  %124 = phi ptr [ %129, %123 ], [ %120, %110 ]
  %125 = phi ptr [ %128, %123 ], [ @buf, %110 ]
  %126 = load i8, ptr %125, align 1, !tbaa !2
  %127 = load i8, ptr %124, align 1, !tbaa !2
  %128 = getelementptr inbounds i8, ptr %125, i64 1
  store i8 %127, ptr %125, align 1, !tbaa !2
  store i8 %126, ptr %124, align 1, !tbaa !2
  %129 = getelementptr inbounds i8, ptr %124, i64 -1
  %130 = icmp ult ptr %128, %129
  br i1 %130, label %123, label %131, !llvm.loop !7

131:                                              ; preds = %123, %110
  %132 = load i8, ptr @buf, align 16, !tbaa !2
  %133 = icmp eq i8 %132, 0
  br i1 %133, label %142, label %134

134:                                              ; preds = %131, %134
  %135 = phi i8 [ %140, %134 ], [ %132, %131 ]
  %136 = phi ptr [ %137, %134 ], [ @buf, %131 ]
  %137 = getelementptr inbounds i8, ptr %136, i64 1
  %138 = sext i8 %135 to i32
  %139 = tail call i32 @putchar(i32 noundef %138) #2
  %140 = load i8, ptr %137, align 1, !tbaa !2
  %141 = icmp eq i8 %140, 0
  br i1 %141, label %142, label %134, !llvm.loop !8

142:                                              ; preds = %134, %131
  %143 = tail call i32 @putchar(i32 noundef 10) #2
  %144 = and i32 %311, 2147483647
  ret i32 %144

145:                                              ; preds = %108, %307
  %146 = phi i32 [ -2128831035, %108 ], [ %311, %307 ]
  %147 = phi i32 [ 0, %108 ], [ %314, %307 ]
  %148 = phi i32 [ 1, %108 ], [ %313, %307 ]
  %149 = trunc nuw i32 %147 to i8
  %150 = urem i8 %149, 15
  %151 = add nuw nsw i8 %150, 2
  %152 = zext nneg i8 %151 to i32
  br label %153

153:                                              ; preds = %153, %145
  %154 = phi i32 [ %148, %145 ], [ %157, %153 ]
  %155 = phi ptr [ @buf, %145 ], [ %161, %153 ]
  %156 = srem i32 %154, %152
  %157 = sdiv i32 %154, %152
  %158 = zext nneg i32 %156 to i64
  %159 = getelementptr inbounds i8, ptr @digits, i64 %158
  %160 = load i8, ptr %159, align 1, !tbaa !2
  %161 = getelementptr inbounds i8, ptr %155, i64 1
  store i8 %160, ptr %155, align 1, !tbaa !2
  %162 = icmp sgt i32 %157, 0
  br i1 %162, label %153, label %163, !llvm.loop !5

163:                                              ; preds = %153
  store i8 0, ptr %161, align 1, !tbaa !2
  %164 = tail call i64 @strlen(ptr noundef nonnull @buf) #2
  %165 = icmp ugt i64 %164, 1
  %166 = getelementptr i8, ptr getelementptr (i8, ptr @buf, i64 -1), i64 %164
  %167 = icmp ugt ptr %166, @buf
  %168 = and i1 %165, %167
  br i1 %168, label %169, label %177

169:                                              ; preds = %163, %169
  %170 = phi ptr [ %175, %169 ], [ %166, %163 ]
  %171 = phi ptr [ %174, %169 ], [ @buf, %163 ]
  %172 = load i8, ptr %171, align 1, !tbaa !2
  %173 = load i8, ptr %170, align 1, !tbaa !2
  %174 = getelementptr inbounds i8, ptr %171, i64 1
  store i8 %173, ptr %171, align 1, !tbaa !2
  store i8 %172, ptr %170, align 1, !tbaa !2
  %175 = getelementptr inbounds i8, ptr %170, i64 -1
  %176 = icmp ult ptr %174, %175
  br i1 %176, label %169, label %177, !llvm.loop !7

177:                                              ; preds = %169, %163
  %178 = load i8, ptr @buf, align 16, !tbaa !2
  %179 = icmp eq i8 %178, 0
  br i1 %179, label %193, label %180

180:                                              ; preds = %177, %180
  %181 = phi i8 [ %191, %180 ], [ %178, %177 ]
  %182 = phi ptr [ %190, %180 ], [ @buf, %177 ]
  %183 = phi i32 [ %189, %180 ], [ 0, %177 ]
  %184 = sext i8 %181 to i32
  %185 = icmp sgt i8 %181, 64
  %186 = select i1 %185, i32 -55, i32 -48
  %187 = mul nsw i32 %183, %152
  %188 = add nsw i32 %186, %184
  %189 = add i32 %188, %187
  %190 = getelementptr inbounds i8, ptr %182, i64 1
  %191 = load i8, ptr %190, align 1, !tbaa !2
  %192 = icmp eq i8 %191, 0
  br i1 %192, label %193, label %180, !llvm.loop !9

193:                                              ; preds = %180, %177
  %194 = phi i32 [ 0, %177 ], [ %189, %180 ]
  %195 = icmp eq i32 %194, %148
  br i1 %195, label %198, label %196

196:                                              ; preds = %193
  tail call void @abort() #2
  %197 = load i8, ptr @buf, align 16, !tbaa !2
  br label %198

198:                                              ; preds = %196, %193
  %199 = phi i8 [ %197, %196 ], [ %178, %193 ]
  %200 = icmp eq i8 %199, 0
  br i1 %200, label %201, label %246

201:                                              ; preds = %246, %198
  %202 = phi i32 [ %146, %198 ], [ %252, %246 ]
  br label %203

203:                                              ; preds = %201, %203
  %204 = phi i32 [ %211, %203 ], [ %148, %201 ]
  %205 = phi ptr [ %210, %203 ], [ @buf, %201 ]
  %206 = urem i32 %204, 10
  %207 = zext nneg i32 %206 to i64
  %208 = getelementptr inbounds [17 x i8], ptr @digits, i64 0, i64 %207
  %209 = load i8, ptr %208, align 1, !tbaa !2
  %210 = getelementptr inbounds i8, ptr %205, i64 1
  store i8 %209, ptr %205, align 1, !tbaa !2
  %211 = udiv i32 %204, 10
  %212 = icmp ugt i32 %204, 9
  br i1 %212, label %203, label %213, !llvm.loop !10

213:                                              ; preds = %203
  store i8 0, ptr %210, align 1, !tbaa !2
  %214 = tail call i64 @strlen(ptr noundef nonnull @buf) #2
  %215 = icmp ugt i64 %214, 1
  %216 = getelementptr i8, ptr getelementptr (i8, ptr @buf, i64 -1), i64 %214
  %217 = icmp ugt ptr %216, @buf
  %218 = and i1 %215, %217
  br i1 %218, label %219, label %227

219:                                              ; preds = %213, %219
  %220 = phi ptr [ %225, %219 ], [ %216, %213 ]
  %221 = phi ptr [ %224, %219 ], [ @buf, %213 ]
  %222 = load i8, ptr %221, align 1, !tbaa !2
  %223 = load i8, ptr %220, align 1, !tbaa !2
  %224 = getelementptr inbounds i8, ptr %221, i64 1
  store i8 %223, ptr %221, align 1, !tbaa !2
  store i8 %222, ptr %220, align 1, !tbaa !2
  %225 = getelementptr inbounds i8, ptr %220, i64 -1
  %226 = icmp ult ptr %224, %225
  br i1 %226, label %219, label %227, !llvm.loop !7

227:                                              ; preds = %219, %213
  %228 = load i8, ptr @buf, align 16, !tbaa !2
  %229 = icmp eq i8 %228, 0
  br i1 %229, label %243, label %230

230:                                              ; preds = %227, %230
  %231 = phi i8 [ %241, %230 ], [ %228, %227 ]
  %232 = phi ptr [ %240, %230 ], [ @buf, %227 ]
  %233 = phi i32 [ %239, %230 ], [ 0, %227 ]
  %234 = sext i8 %231 to i32
  %235 = icmp sgt i8 %231, 64
  %236 = select i1 %235, i32 -55, i32 -48
  %237 = mul nsw i32 %233, 10
  %238 = add nsw i32 %236, %234
  %239 = add i32 %238, %237
  %240 = getelementptr inbounds i8, ptr %232, i64 1
  %241 = load i8, ptr %240, align 1, !tbaa !2
  %242 = icmp eq i8 %241, 0
  br i1 %242, label %243, label %230, !llvm.loop !9

243:                                              ; preds = %230, %227
  %244 = phi i32 [ 0, %227 ], [ %239, %230 ]
  %245 = icmp eq i32 %244, %148
  br i1 %245, label %257, label %256

246:                                              ; preds = %198, %246
  %247 = phi i8 [ %254, %246 ], [ %199, %198 ]
  %248 = phi ptr [ %253, %246 ], [ @buf, %198 ]
  %249 = phi i32 [ %252, %246 ], [ %146, %198 ]
  %250 = zext i8 %247 to i32
  %251 = xor i32 %249, %250
  %252 = mul i32 %251, 16777619
  %253 = getelementptr inbounds i8, ptr %248, i64 1
  %254 = load i8, ptr %253, align 1, !tbaa !2
  %255 = icmp eq i8 %254, 0
  br i1 %255, label %201, label %246, !llvm.loop !11

256:                                              ; preds = %243
  tail call void @abort() #2
  br label %257

257:                                              ; preds = %256, %243
  %258 = tail call i64 @strlen(ptr noundef nonnull @buf) #2
  %259 = trunc i64 %258 to i32
  %260 = xor i32 %202, %259
  br label %261

261:                                              ; preds = %261, %257
  %262 = phi i32 [ %148, %257 ], [ %269, %261 ]
  %263 = phi ptr [ @buf, %257 ], [ %268, %261 ]
  %264 = and i32 %262, 15
  %265 = zext nneg i32 %264 to i64
  %266 = getelementptr inbounds [17 x i8], ptr @digits, i64 0, i64 %265
  %267 = load i8, ptr %266, align 1, !tbaa !2
  %268 = getelementptr inbounds i8, ptr %263, i64 1
  store i8 %267, ptr %263, align 1, !tbaa !2
  %269 = lshr i32 %262, 4
  %270 = icmp ult i32 %262, 16
  br i1 %270, label %271, label %261, !llvm.loop !12

271:                                              ; preds = %261
  %272 = mul i32 %260, 16777619
  store i8 0, ptr %268, align 1, !tbaa !2
  %273 = tail call i64 @strlen(ptr noundef nonnull @buf) #2
  %274 = icmp ugt i64 %273, 1
  %275 = getelementptr i8, ptr getelementptr (i8, ptr @buf, i64 -1), i64 %273
  %276 = icmp ugt ptr %275, @buf
  %277 = and i1 %274, %276
  br i1 %277, label %278, label %286

278:                                              ; preds = %271, %278
  %279 = phi ptr [ %284, %278 ], [ %275, %271 ]
  %280 = phi ptr [ %283, %278 ], [ @buf, %271 ]
  %281 = load i8, ptr %280, align 1, !tbaa !2
  %282 = load i8, ptr %279, align 1, !tbaa !2
  %283 = getelementptr inbounds i8, ptr %280, i64 1
  store i8 %282, ptr %280, align 1, !tbaa !2
  store i8 %281, ptr %279, align 1, !tbaa !2
  %284 = getelementptr inbounds i8, ptr %279, i64 -1
  %285 = icmp ult ptr %283, %284
  br i1 %285, label %278, label %286, !llvm.loop !7

286:                                              ; preds = %278, %271
  %287 = load i8, ptr @buf, align 16, !tbaa !2
  %288 = icmp eq i8 %287, 0
  br i1 %288, label %302, label %289

289:                                              ; preds = %286, %289
  %290 = phi i8 [ %300, %289 ], [ %287, %286 ]
  %291 = phi ptr [ %299, %289 ], [ @buf, %286 ]
  %292 = phi i32 [ %298, %289 ], [ 0, %286 ]
  %293 = sext i8 %290 to i32
  %294 = icmp sgt i8 %290, 64
  %295 = select i1 %294, i32 -55, i32 -48
  %296 = shl nsw i32 %292, 4
  %297 = add nsw i32 %295, %293
  %298 = add i32 %297, %296
  %299 = getelementptr inbounds i8, ptr %291, i64 1
  %300 = load i8, ptr %299, align 1, !tbaa !2
  %301 = icmp eq i8 %300, 0
  br i1 %301, label %302, label %289, !llvm.loop !9

302:                                              ; preds = %289, %286
  %303 = phi i32 [ 0, %286 ], [ %298, %289 ]
  %304 = icmp eq i32 %303, %148
  br i1 %304, label %307, label %305

305:                                              ; preds = %302
  tail call void @abort() #2
  %306 = load i8, ptr @buf, align 16, !tbaa !2
  br label %307

307:                                              ; preds = %305, %302
  %308 = phi i8 [ %306, %305 ], [ %287, %302 ]
  %309 = zext i8 %308 to i32
  %310 = xor i32 %272, %309
  %311 = mul i32 %310, 16777619
  %312 = mul i32 %148, -1640531535
  %313 = lshr i32 %312, 1
  %314 = add nuw nsw i32 %147, 1
  %315 = icmp eq i32 %314, 60
  br i1 %315, label %110, label %145, !llvm.loop !13
}

declare dso_local void @abort() local_unnamed_addr #1

declare dso_local i64 @strlen(ptr noundef) local_unnamed_addr #1

declare dso_local i32 @putchar(i32 noundef) local_unnamed_addr #1

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
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
